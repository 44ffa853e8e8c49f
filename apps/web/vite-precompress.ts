import { gzipAsync } from '@gfx/zopfli';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipFast = promisify(gzip);

/** Scripts and stylesheets: what the server sends from `assets/` compressed (svg and images stay as they are). */
const COMPRESSED = /\.(?:js|css)$/;

/**
 * Writes `file.br` and `file.gz` beside every script and stylesheet of the build, compressed once
 * at their best instead of at every request: the server sends them as they are
 * (`serveStatic({ precompressed: true })` in apps/server/src/web-app/serve.ts). Brotli is what
 * Chrome on Android asks for over HTTPS, a seventh smaller than gzip; gzip is for the others.
 * The first visit's files (the entry script and the stylesheets) are gzipped by Zopfli, 4 %
 * smaller than zlib's best for about a second of build; the 250 pages' chunks by zlib, which
 * Zopfli would take 20 s more for (decision 001).
 */
export function precompress(): Plugin {
  return {
    name: 'livra-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.values(bundle).filter((file) => COMPRESSED.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const firstVisit = file.type === 'asset' || file.isEntry;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            firstVisit ? gzipAsync(content, { numiterations: 15 }) : gzipFast(content, { level: 9 }),
          ]);
          const path = join(dir, file.fileName);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
