import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@livra/shared';
import type { Config } from '../config';
import { badRequest } from './errors';

/** Public URL prefix of uploaded files; app.ts serves `<dataDir>/uploads` there. */
const UPLOADS_URL = '/uploads/';
const UPLOADED_NAME = /^\/uploads\/([0-9a-f-]{36}\.(?:jpg|png|webp|gif))$/;

type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif';

/**
 * The image format told by the file's first bytes. The browser's declared type and the file
 * name are not trusted: anything else (an HTML page named photo.jpg…) is refused.
 */
export function detectImage(bytes: Uint8Array): ImageExtension | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, text: string) => [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return null;
}

/**
 * Checks an uploaded image (JPG, PNG, WebP or GIF by its bytes, at most 5 MB), stores it under
 * `<dataDir>/uploads/<uuid>.<ext>` and returns its public URL. Bad files are a French 400.
 */
export async function saveImageUpload(config: Config, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.fileMissing, 'file_missing');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw badRequest(UPLOAD_MESSAGES.fileTooLarge, 'file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = detectImage(bytes);
  if (!extension) throw badRequest(UPLOAD_MESSAGES.fileType, 'file_type');

  const name = `${randomUUID()}.${extension}`;
  const folder = join(config.dataDir, 'uploads');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes);
  return `${UPLOADS_URL}${name}`;
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
