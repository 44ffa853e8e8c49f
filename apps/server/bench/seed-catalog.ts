import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, businessTypes, categories, menuCategories, menuItems } from '@/db/schema/index';
import { itemImage, SEED_IMAGE_BASE } from '@/db/seed/images';
import { createRandom, DAY, HOUR, seedId, type Random } from '@/db/seed/random';
import { ITEM_VARIANTS, NAME_CORES, PLACES, REGIONS_WEIGHTED, TYPE_PROFILES, type TypeProfile } from './catalog-data';

// Built here with an id and a creation date, which the items' dates count from.
type BusinessRow = typeof businesses.$inferInsert & { id: string; createdAt: Date };
type MenuCategoryRow = typeof menuCategories.$inferInsert & { id: string };
type MenuItemRow = typeof menuItems.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 1_000;

export interface BenchCatalog {
  businesses: number;
  menuItems: number;
  /** Listed, open businesses whose first item is available: the ones orders are placed with. */
  orderable: { businessId: string; menuItemId: string }[];
  /** A spread of listed businesses, for the business page run. */
  sampleBusinessIds: string[];
}

/**
 * Adds `count` businesses with `itemsPerBusiness` menu items each, deterministically (same
 * names, prices and ids on every run), in multi-row INSERTs. Then VACUUM ANALYZE, as autovacuum
 * keeps a production database: without statistics the planner guesses, and a bulk load leaves
 * the new trigram entries in the GIN indexes' pending lists, which every search then reads
 * through (4–5 ms per index scan instead of 0.1 ms on 5,000 businesses).
 */
export async function seedLargeCatalog(db: Db, count: number, itemsPerBusiness: number): Promise<BenchCatalog> {
  const typeIds = new Map(
    (await db.select({ id: businessTypes.id, name: businessTypes.name }).from(businessTypes)).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((r) => [r.name, r.id]),
  );
  const rnd = createRandom(5_000_100);
  const now = Date.now();
  const profiles = TYPE_PROFILES.flatMap((profile) => Array<TypeProfile>(profile.weight).fill(profile));

  const businessRows: BusinessRow[] = [];
  const sectionRows: MenuCategoryRow[] = [];
  const itemRows: MenuItemRow[] = [];
  const orderable: BenchCatalog['orderable'] = [];
  for (let i = 0; i < count; i++) {
    const profile = profiles[i % profiles.length];
    const row = businessRow(rnd, i, profile, typeIds, categoryIds, now);
    businessRows.push(row);
    const sections = profile.sections.map((section, index) => ({ section, row: sectionRow(row, section.name, index) }));
    sectionRows.push(...sections.map((s) => s.row));
    for (let j = 0; j < itemsPerBusiness; j++) {
      const { section, row: sectionEntry } = sections[j % sections.length];
      const base = rnd.pick(section.items);
      const name = rnd.chance(0.5) ? `${base} ${rnd.pick(ITEM_VARIANTS)}` : base;
      const price = Math.round(rnd.int(section.price[0], section.price[1]) / 500) * 500;
      const createdAt = new Date(row.createdAt.getTime() + j * HOUR);
      const item: MenuItemRow & { id: string } = {
        id: seedId(`bench-item:${i}:${j}`),
        businessId: row.id,
        menuCategoryId: sectionEntry.id,
        name,
        description: `${base} préparé${section.name === 'Plats principaux' ? ' chaque jour' : ''} par ${row.name}.`,
        price,
        image: itemImage(section.image),
        // The first item stays available so every open business can take a benchmark order.
        isAvailable: j === 0 || rnd.chance(0.95),
        isPopular: rnd.chance(0.1),
        createdAt,
        updatedAt: createdAt,
      };
      itemRows.push(item);
      if (j === 0 && row.isActive && row.isOpen) orderable.push({ businessId: row.id, menuItemId: item.id });
    }
  }

  await insertInBatches(db, businesses, businessRows);
  await insertInBatches(db, menuCategories, sectionRows);
  await insertInBatches(db, menuItems, itemRows);
  await db.execute(sql`vacuum analyze businesses, menu_categories, menu_items`);

  const listed = businessRows.filter((row) => row.isActive);
  const step = Math.max(1, Math.floor(listed.length / 200));
  return {
    businesses: businessRows.length,
    menuItems: itemRows.length,
    orderable,
    sampleBusinessIds: listed
      .filter((_, index) => index % step === 0)
      .slice(0, 200)
      .map((row) => row.id),
  };
}

function businessRow(
  rnd: Random,
  i: number,
  profile: TypeProfile,
  typeIds: Map<string, number>,
  categoryIds: Map<string, string>,
  now: number,
): BusinessRow {
  const region = rnd.pick(REGIONS_WEIGHTED);
  const place = rnd.pick(PLACES[region]);
  const cuisine = rnd.pick(profile.cuisines);
  const name = `${rnd.pick(profile.prefixes)} ${rnd.pick(NAME_CORES)} ${place}`;
  const createdAt = new Date(now - rnd.int(1, 700) * DAY);
  const typeSlug = profile.type.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return {
    id: seedId(`bench-business:${i}`),
    name,
    description: rnd
      .pick(profile.describe)
      .replace('{place}', place)
      .replace('{cuisine}', (cuisine ?? 'locale').toLowerCase()),
    address: `Quartier ${place}, ${region}`,
    region,
    phone: `+224 6${String(20_000_000 + i).padStart(8, '0')}`,
    cuisineType: cuisine,
    deliveryTime: rnd.pick(['20-30 min', '30-45 min', '45-60 min']),
    deliveryFee: rnd.pick([0, 5_000, 5_000, 10_000, 15_000]),
    isActive: rnd.chance(0.97),
    isOpen: rnd.chance(0.85),
    businessTypeId: typeIds.get(profile.type) ?? null,
    categoryId: categoryIds.get(rnd.pick(profile.categories)) ?? null,
    rating: rnd.int(30, 50) / 10,
    reviewCount: rnd.int(0, 400),
    logo: `${SEED_IMAGE_BASE}/types/${typeSlug}.svg`,
    coverImage: `${SEED_IMAGE_BASE}/types/${typeSlug}.svg`,
    createdAt,
    updatedAt: createdAt,
  };
}

function sectionRow(business: BusinessRow, name: string, index: number): MenuCategoryRow {
  return {
    id: seedId(`bench-section:${business.id}:${index}`),
    businessId: business.id,
    name,
    sortOrder: index + 1,
    createdAt: business.createdAt,
    updatedAt: business.createdAt,
  };
}

async function insertInBatches<T>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(table).values(rows.slice(start, start + BATCH) as never);
  }
}
