import sharp from 'sharp';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** A real image, made by sharp and sent as a browser would; `exif` embeds metadata (GPS…). */
export async function realImage(
  format: Format,
  {
    width = 64,
    height = 48,
    exif,
    name,
  }: { width?: number; height?: number; exif?: Record<string, Record<string, string>>; name?: string } = {},
): Promise<File> {
  let image = sharp({ create: { width, height, channels: 3, background: '#e85d04' } }).toFormat(format);
  if (exif) image = image.withExif(exif);
  const bytes = await image.toBuffer();
  return new File([new Uint8Array(bytes)], name ?? `photo.${format === 'jpeg' ? 'jpg' : format}`, {
    type: `image/${format}`,
  });
}

/** A valid 1 × 1 PNG, for tests that only need some real image. */
export function tinyPng(name = 'image.png'): File {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  );
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
