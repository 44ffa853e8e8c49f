import { scrollBehavior } from '@/lib/utils';
/** Scrolls an element to the top of the screen, just below the sticky header (which would hide it). */
export function scrollBelowHeader(element: HTMLElement | null) {
  if (!element) return;
  const header = document.querySelector('header');
  const offset = (header?.getBoundingClientRect().height ?? 0) + 12;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
}
