import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@livra/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '@/modules/customers/testing';
import { createTestServer, type TestServer } from '@/test/harness';
import { realImage } from '@/test/images';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  cookie = (await newCustomer(server, 'uploads@example.gn')).cookie;
});
afterAll(() => server?.close());

async function upload(file: File) {
  const form = new FormData();
  form.set('file', file);
  const response = await server.request('/me/profile/photo', { method: 'POST', cookie, body: form });
  const body = await response.json();
  return { status: response.status, body, stored: () => readFileSync(join(server.config.dataDir, body.profileImage)) };
}

// A phone photo of the customer's home: where it was taken (IFD3 is the GPS block), and a caption.
const EXIF = {
  IFD0: { ImageDescription: 'Maison de Fatou, Kipé' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '13/1 38/1 0/1' },
};
/** The GPS block's pointer tag (0x8825) as written in a little-endian ("II") EXIF block. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe('uploaded images', () => {
  it('lose their EXIF metadata (the GPS position of a phone photo), and stay JPEG', async () => {
    const photo = await realImage('jpeg', { exif: EXIF });
    const sent = (await sharp(await photo.arrayBuffer()).metadata()).exif!;
    expect(sent.includes(GPS_POINTER) && sent.includes('Maison de Fatou')).toBe(true);
    const { status, body, stored } = await upload(photo);
    expect(status).toBe(200);
    expect(body.profileImage).toMatch(/\.jpg$/);
    const metadata = await sharp(stored()).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(stored().includes('Maison de Fatou')).toBe(false);
  });

  it('are turned upright by their EXIF orientation before it is dropped', async () => {
    const sideways = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { stored } = await upload(new File([new Uint8Array(sideways)], 'photo.jpg', { type: 'image/jpeg' }));
    const metadata = await sharp(stored()).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
      width: 48,
      height: 64,
      orientation: undefined,
    });
  });

  it('keep their format: PNG, WebP and GIF', async () => {
    for (const [format, extension] of [
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const { status, body, stored } = await upload(await realImage(format, { name: 'image.jpg' }));
      expect(status, format).toBe(200);
      expect(body.profileImage).toMatch(new RegExp(`\\.${extension}$`));
      expect((await sharp(stored()).metadata()).format).toBe(format);
    }
  });

  it('are refused when the bytes are not an image sharp can read, whatever the name says', async () => {
    const text = new File(['Bonjour, ceci est un texte'], 'photo.jpg', { type: 'image/jpeg' });
    const jpegHeaderOnly = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)])],
      'photo.jpg',
      { type: 'image/jpeg' },
    );
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.png', {
      type: 'image/png',
    });
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    for (const file of [
      text,
      jpegHeaderOnly,
      svg,
      new File([new Uint8Array(tiff)], 'scan.png', { type: 'image/png' }),
    ]) {
      const { status, body } = await upload(file);
      expect(status, file.name).toBe(400);
      expect(body.error).toBe(UPLOAD_MESSAGES.fileType);
    }
  });

  it('are refused when they would decode to too many pixels (a decompression bomb)', async () => {
    const { status, body } = await upload(pngClaiming(100_000, 100_000));
    expect(status).toBe(400);
    expect(body.error).toBe(UPLOAD_MESSAGES.imageTooLarge);
  });
});

/** A small real PNG whose header claims `width` × `height` pixels. */
function pngClaiming(width: number, height: number): File {
  // 8-byte signature, then the IHDR chunk: length, type, width, height, …, CRC over type + data.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new File([new Uint8Array(png)], 'bombe.png', { type: 'image/png' });
}
