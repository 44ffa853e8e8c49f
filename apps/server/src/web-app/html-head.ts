import { SITE_NAME } from '@livra/shared/document-title';

/** What a page's HTML says about it before any script runs: what link previews and search engines read. */
export interface PageHead {
  /** The tab title (documentTitle: "Restaurants · Livra"). */
  title: string;
  /** The title a preview shows, without the site's name (og:title, twitter:title). */
  previewTitle: string;
  description: string;
  /** Absolute URL of the page's one address; absent on pages kept out of search engines. */
  canonical?: string;
  /** Absolute URL of the preview picture. */
  image?: string;
  imageAlt?: string;
  /** Pages of one visitor (sign-in, cart, a dashboard) and answers that are not a page (404). */
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** The tags of a page's head, in the order crawlers read them. Every value is escaped. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.previewTitle),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    head.image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.previewTitle),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html ready to take a page's head: its own title and description are taken out
 * (the page's replace them) and the head's place is where the title was.
 */
export function splitTemplate(html: string): { before: string; after: string } {
  const withoutDescription = html.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  if (!title) {
    const headEnd = withoutDescription.indexOf('</head>');
    return { before: withoutDescription.slice(0, headEnd), after: withoutDescription.slice(headEnd) };
  }
  return {
    before: withoutDescription.slice(0, title.index),
    after: withoutDescription.slice(title.index + title[0].length),
  };
}
