/** The site's name, in every tab title and link preview. */
export const SITE_NAME = 'Livra';

/**
 * A page's tab title: "Mes commandes · Livra", or the site and its tagline for the home page.
 * The server writes it in the HTML it sends (link previews, search engines) and the web app keeps
 * it as the visitor navigates, so both make it here.
 */
export function documentTitle(title: string | undefined, tagline: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — ${tagline}`;
}
