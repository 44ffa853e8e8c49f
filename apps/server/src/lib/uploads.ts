import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@livra/shared';
import sharp, { type Sharp } from 'sharp';
import type { Config } from '@/config';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';
import { badRequest } from './errors';

/** Public URL prefix of uploaded files; app.ts serves `<dataDir>/uploads` there. */
const UPLOADS_URL = '/uploads/';
const UPLOADED_NAME = /^\/uploads\/([0-9a-f-]{36}\.(?:jpg|png|webp|gif))$/;

/** What each accepted format is stored as: the same format, re-encoded. */
const STORED_AS = {
  jpeg: { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 85 }) },
  png: { extension: 'png', encode: (image: Sharp) => image.png() },
  webp: { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 85 }) },
  // Animation is kept: every frame is decoded and written again.
  gif: { extension: 'gif', encode: (image: Sharp) => image.gif() },
} as const;
type StoredFormat = keyof typeof STORED_AS;

/**
 * Pixels an upload may decode to (all frames together). A phone photo is 12 to 50 million; a
 * small file claiming more (a decompression bomb) would take gigabytes of memory to decode.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Checks an uploaded image and stores it under `<dataDir>/uploads/<uuid>.<ext>`; returns its public
 * URL. Bad files are a French 400.
 *
 * The file's name and declared type are not trusted: sharp reads the bytes, and what it cannot
 * decode as JPEG, PNG, WebP or GIF is refused (an HTML page or an SVG named photo.jpg…). The image
 * is then re-encoded, which drops its metadata: a phone photo's EXIF carries where it was taken,
 * often the customer's home. It is first turned upright by its EXIF orientation, which goes too.
 */
export async function saveImageUpload(config: Config, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.fileMissing, 'file_missing');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw badRequest(UPLOAD_MESSAGES.fileTooLarge, 'file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = await storedFormat(bytes);
  const image = sharp(bytes, { animated: format === 'gif', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const output = await STORED_AS[format]
    .encode(image)
    .toBuffer()
    .catch(() => {
      throw badRequest(UPLOAD_MESSAGES.fileType, 'file_type');
    });

  const name = `${randomUUID()}.${STORED_AS[format].extension}`;
  const folder = join(config.dataDir, 'uploads');
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await writeFile(join(folder, name), output, { mode: PRIVATE_FILE });
  return `${UPLOADS_URL}${name}`;
}

/** The format sharp reads from the header (no pixel decoded yet), if it is one we store and not too big. */
async function storedFormat(bytes: Uint8Array): Promise<StoredFormat> {
  // Reading the header decodes no pixel, so the size is checked here, to give its own message.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format;
  if (!metadata || !format || !Object.hasOwn(STORED_AS, format))
    throw badRequest(UPLOAD_MESSAGES.fileType, 'file_type');
  if (metadata.width * metadata.height * (metadata.pages ?? 1) > MAX_IMAGE_PIXELS) {
    throw badRequest(UPLOAD_MESSAGES.imageTooLarge, 'image_too_large');
  }
  return format as StoredFormat;
}

/**
 * Removes a file this helper stored, given its public URL. Other URLs (seed images under
 * /images, empty values) are left alone, and a file already gone is not an error.
 */
export async function deleteUpload(config: Config, url: string | null | undefined): Promise<void> {
  const match = url ? UPLOADED_NAME.exec(url) : null;
  if (!match) return;
  await rm(join(config.dataDir, 'uploads', match[1]), { force: true });
}
