/** The status page with the request's reference filled in (the e-mail travels in router state, not the URL). */
export function statusPageLink(reference?: string | null) {
  return reference ? `/requests?reference=${encodeURIComponent(reference)}` : '/requests';
}
