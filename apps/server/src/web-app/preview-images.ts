import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import sharp from 'sharp';
import { boundedCache } from '@/lib/bounded-cache';

/**
 * Link previews (WhatsApp, Facebook, X) show no SVG, and the shipped pictures (the seed's covers,
 * logos, categories) are SVG: each has a PNG twin at the size previews use, drawn on first request
 * and kept in memory. Uploaded pictures are JPEG, PNG or WebP already and are used as they are.
 */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** `/images/seed/covers/x.svg` ↔ `/previews/seed/covers/x.png`: letters, digits and dashes only (no `..`). */
const SHIPPED_SVG = /^\/images\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.svg$/;
const PREVIEW_PATH = /^\/previews\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.png$/;

/** The picture a preview can show for a stored image path: its PNG twin for a shipped SVG, else itself. */
export function previewImage(image: string): string {
  const svg = SHIPPED_SVG.exec(image);
  return svg ? `/previews/${svg[1]}.png` : image;
}

const DRAWN_TTL = 24 * 60 * 60 * 1000;
const drawn = boundedCache(DRAWN_TTL, 500);

/** Answers `/previews/….png`; undefined when the path is no shipped SVG's twin (a 404 follows). */
export async function sendPreviewImage(c: Context, publicDir: string): Promise<Response | undefined> {
  const name = PREVIEW_PATH.exec(c.req.path)?.[1];
  if (!name) return undefined;
  const file = join(publicDir, 'images', `${name}.svg`);
  if (!existsSync(file)) return undefined;
  const png = await drawn.get(name, () =>
    sharp(file, { density: 144 })
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
  c.header('Content-Type', 'image/png');
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(new Uint8Array(png), 200);
}
