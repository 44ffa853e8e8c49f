/** Small deterministic SVG pictures for the demo data: gradients, lucide icons, initials. */

export type IconNode = [tag: string, attributes: Record<string, string | number>][];

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string) {
  // The pattern matches only the entities' keys, so the fallback never runs.
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** A number in [0, 1) from a string, to vary shapes per picture without randomness. */
export function hashUnit(text: string, salt = 0) {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10000) / 10000;
}

/** Darken (negative) or lighten (positive) a `#rrggbb` colour by a share of the way to black or white. */
export function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function initials(name: string) {
  const words = name
    .replace(/[–—-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÀ-Ý]/.test(word))
    .filter((word) => !['Le', 'La', 'Les', 'De', 'Du', 'Des', 'Et', 'Chez'].includes(word));
  const letters = (words.length > 1 ? [words[0], words[1]] : [words[0] ?? name]).map((word) => word[0]);
  return letters.join('').toUpperCase();
}

/** Lucide icon (24 × 24 grid) drawn white at `size` px, centred on (cx, cy). */
function icon(node: IconNode, cx: number, cy: number, size: number, opacity = 1) {
  const scale = size / 24;
  const body = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${Math.round(scale * 1000) / 1000})" fill="none" stroke="#fff" stroke-width="${size >= 48 ? 1.5 : 2}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${body}</g>`;
}

function gradient(id: string, from: string, to: string, angle: number) {
  const x = Math.round(Math.cos(angle) * 50);
  const y = Math.round(Math.sin(angle) * 50);
  return `<linearGradient id="${id}" x1="${50 - x}%" y1="${50 - y}%" x2="${50 + x}%" y2="${50 + y}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function bubbles(key: string, width: number, height: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const r = Math.round((0.12 + hashUnit(key, i * 3) * 0.3) * height);
    const x = Math.round(hashUnit(key, i * 3 + 1) * width);
    const y = Math.round(hashUnit(key, i * 3 + 2) * height);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.07"/>`;
  }).join('');
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" overflow="hidden" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;

/** 400 × 300 product picture: icon on a gradient, with an optional caption. */
export function tile(
  key: string,
  label: string,
  node: IconNode,
  [from, to]: readonly [string, string],
  caption?: string,
) {
  const [w, h] = [400, 300];
  const iconY = caption ? 125 : 150;
  const text = caption
    ? `<text x="200" y="250" text-anchor="middle" font-family="${FONT}" font-size="${Math.min(30, Math.floor(640 / caption.length))}" font-weight="700" fill="#fff">${escapeXml(caption)}</text>`
    : '';
  return svg(
    w,
    h,
    label,
    `<defs>${gradient('g', from, to, 0.9)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${bubbles(key, w, h, 3)}${icon(node, 200, iconY, caption ? 110 : 130)}${text}`,
  );
}

/** 200 × 200 business logo: initials on a rounded gradient square. */
export function logo(name: string, color: string) {
  const letters = initials(name);
  const body = `<defs>${gradient('g', shade(color, 0.15), shade(color, -0.35), 0.8 + hashUnit(name) * 0.8)}</defs><rect width="200" height="200" rx="44" fill="url(#g)"/><circle cx="160" cy="40" r="56" fill="#fff" opacity="0.1"/><text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${letters.length > 1 ? 76 : 92}" font-weight="800" fill="#fff">${escapeXml(letters)}</text>`;
  return svg(200, 200, name, body);
}

/** 800 × 400 business cover: gradient, big faint icon, name and subtitle. */
export function cover(key: string, name: string, subtitle: string, color: string, node: IconNode) {
  const size = Math.min(44, Math.floor(1150 / name.length));
  const body = `<defs>${gradient('g', shade(color, 0.1 + hashUnit(key, 7) * 0.15), shade(color, -0.45), 0.3 + hashUnit(key) * 0.6)}</defs><rect width="800" height="400" fill="url(#g)"/>${bubbles(key, 800, 400, 4)}${icon(node, 620, 170, 260, 0.22)}<text x="48" y="318" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(name)}</text><text x="48" y="356" font-family="${FONT}" font-size="22" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>`;
  return svg(800, 400, name, body);
}

/** 128 × 128 round avatar with initials. */
export function avatar(key: string, name: string) {
  const hue = Math.round(hashUnit(key) * 360);
  const body = `<circle cx="64" cy="64" r="64" fill="hsl(${hue} 55% 42%)"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`;
  return svg(128, 128, name, body);
}

/** 300 × 400 placeholder for an uploaded driver document. */
export function documentPage(node: IconNode) {
  const lines = [150, 180, 210, 240, 270]
    .map((y, i) => `<rect x="50" y="${y + 120}" width="${i % 2 ? 150 : 200}" height="10" rx="5" fill="#CBD5E1"/>`)
    .join('');
  const body = `<rect width="300" height="400" rx="16" fill="#F1F5F9"/><rect x="24" y="24" width="252" height="352" rx="12" fill="#fff" stroke="#E2E8F0" stroke-width="2"/><g transform="translate(0 0)"><circle cx="150" cy="150" r="70" fill="#64748B"/>${icon(node, 150, 150, 80)}</g>${lines}`;
  return svg(300, 400, 'Document', body);
}
