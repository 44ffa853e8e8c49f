/**
 * Writes the seed pictures to apps/server/public/images/seed/. Run after changing the demo
 * data: `npx tsx src/db/seed/artwork/generate.ts` (from apps/server). The output is committed;
 * icons come from lucide (ISC licence), read from the lucide-react package of the web app.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_DRIVER, OTHER_CUSTOMERS, OTHER_DRIVERS, OTHER_PARTNERS, DEMO_ACCOUNTS, SEED_BUSINESSES } from '../data';
import { ITEM_IMAGE_KINDS } from '../images';
import { avatar, cover, documentPage, logo, tile, shade, type IconNode } from './svg';
import { CATEGORY_STYLES, TYPE_STYLES } from './styles';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../../../public/images/seed');
// The CommonJS entry sits in dist/cjs; the per-icon ES modules (with their data) in dist/esm/icons.
const lucideIcons = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/icons');

const iconCache = new Map<string, IconNode>();
async function loadIcon(name: string): Promise<IconNode> {
  const cached = iconCache.get(name);
  if (cached) return cached;
  const module = (await import(pathToFileURL(join(lucideIcons, `${name}.mjs`)).href)) as {
    __iconData: { node: IconNode };
  };
  iconCache.set(name, module.__iconData.node);
  return module.__iconData.node;
}

async function write(path: string, content: string) {
  await mkdir(dirname(join(out, path)), { recursive: true });
  await writeFile(join(out, path), content);
}

await rm(out, { recursive: true, force: true });

for (const [kind, style] of Object.entries(ITEM_IMAGE_KINDS)) {
  await write(`items/${kind}.svg`, tile(kind, kind, await loadIcon(style.icon), style.colors));
}
for (const style of Object.values(TYPE_STYLES)) {
  await write(
    `types/${style.slug}.svg`,
    tile(
      style.slug,
      style.name,
      await loadIcon(style.icon),
      [shade(style.color, 0.1), shade(style.color, -0.4)],
      style.name,
    ),
  );
}
for (const style of CATEGORY_STYLES) {
  await write(
    `categories/${style.slug}.svg`,
    tile(
      style.slug,
      style.name,
      await loadIcon(style.icon),
      [shade(style.color, 0.1), shade(style.color, -0.4)],
      style.name,
    ),
  );
}
for (const business of SEED_BUSINESSES) {
  const style = TYPE_STYLES[business.type];
  await write(`logos/${business.key}.svg`, logo(business.name, style.color));
  const subtitle = [business.cuisineType, business.address.split(',').slice(-2).join(',').trim()]
    .filter(Boolean)
    .join(' · ');
  await write(
    `covers/${business.key}.svg`,
    cover(business.key, business.name, subtitle, style.color, await loadIcon(style.icon)),
  );
}
const people = [
  ...Object.values(DEMO_ACCOUNTS),
  ...OTHER_CUSTOMERS,
  ...Object.values(OTHER_PARTNERS),
  DEMO_DRIVER,
  ...OTHER_DRIVERS,
];
for (const person of people) await write(`avatars/${person.key}.svg`, avatar(person.key, person.name));
await write('documents/document.svg', documentPage(await loadIcon('file-text')));

console.log(`Images écrites dans ${out}`);
