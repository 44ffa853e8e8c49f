import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGIONS, TAX_RATE } from '@livra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './index';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await server.deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('demo data', () => {
  it('lets every demo account sign in with the demo password and the right role', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const cookie = await server.signIn(account.email, DEMO_PASSWORD);
      const session = await server.request('/auth/session', { cookie });
      expect(session.status).toBe(200);
      const { user } = (await session.json()) as { user: { email: string; role: string } };
      expect(user).toMatchObject({ email: account.email, role: account.role });
    }
    const [driver] = await rows<{ request_status: string; is_verified: boolean; driver_type: string }>(
      sql`select d.request_status, d.is_verified, d.driver_type from drivers d join users u on u.id = d.user_id where u.email = ${DEMO_ACCOUNTS.driver.email}`,
    );
    expect(driver).toEqual({ request_status: 'approved', is_verified: true, driver_type: 'independent' });
  });

  it('lists at least 30 businesses over all eight types and the five regions', async () => {
    const listed = await rows<{
      type: string;
      region: string;
      is_active: boolean;
      is_open: boolean;
      rating: number;
    }>(sql`
      select bt.name as type, b.region, b.is_active, b.is_open, b.rating
      from businesses b join business_types bt on bt.id = b.business_type_id
      where b.request_status is null or b.owner_id is not null`);
    expect(listed.length).toBeGreaterThanOrEqual(30);
    expect(new Set(listed.map((b) => b.type)).size).toBe(8);
    expect([...new Set(listed.map((b) => b.region))].sort()).toEqual([...REGIONS].sort());
    expect(listed.filter((b) => !b.is_active)).toHaveLength(2);
    expect(listed.filter((b) => b.is_active && !b.is_open).length).toBeGreaterThan(0);
    const popular = listed.filter((b) => b.type === 'Restaurant' && b.is_active && b.rating >= 4.5);
    expect(popular.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every listed business a menu priced in whole GNF', async () => {
    const empty = await rows(sql`
      select b.id from businesses b
      where b.request_status is null and not exists (select 1 from menu_items m where m.business_id = b.id)`);
    expect(empty).toEqual([]);
    const badPrices = await rows(sql`select name, price from menu_items where price <= 0 or price % 500 <> 0`);
    expect(badPrices).toEqual([]);
  });

  it('keeps order amounts and business totals consistent', async () => {
    const wrong = await rows(sql`
      select order_number from orders
      where grand_total <> total + tax + delivery_fee
         or tax <> round(total * ${TAX_RATE}::numeric)
         or total <> (select sum(price * quantity) from order_items i where i.order_id = orders.id)`);
    expect(wrong).toEqual([]);
    const drift = await rows(sql`
      select b.name from businesses b
      where b.total_orders <> (select count(*) from orders o where o.business_id = b.id)
         or b.total_revenue <> (select coalesce(sum(grand_total), 0) from orders o
                                where o.business_id = b.id and o.payment_status = 'completed')`);
    expect(drift).toEqual([]);
  });

  it('serves every seeded picture from the app itself', async () => {
    const paths = await rows<{ path: string }>(sql`
      select logo as path from businesses union select cover_image from businesses
      union select image from menu_items union select image from categories union select image from business_types
      union select profile_image from user_profiles union select image from users
      union select avatar_url from drivers union select file_url from driver_documents`);
    const used = paths.map((row) => row.path).filter((path): path is string => path !== null);
    expect(used.length).toBeGreaterThan(50);
    for (const path of used) {
      expect(path.startsWith('/images/seed/'), path).toBe(true);
      expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
    }
  });

  it('finds businesses by name without accents through the trigram index expression', async () => {
    const found = await rows<{ name: string }>(sql`
      select name from businesses where lower(public.f_unaccent(name)) like '%' || lower(public.f_unaccent(${'cafe'})) || '%'`);
    expect(found.map((row) => row.name)).toContain('Café de Kaloum');
  });
});
