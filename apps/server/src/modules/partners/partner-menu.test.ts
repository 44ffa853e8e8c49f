import {
  MESSAGES,
  PARTNER_OPS_TEXTS,
  UPLOAD_MESSAGES,
  type BusinessDetail,
  type OrderDetail,
  type PartnerMenuCategory,
  type PartnerMenuItem,
  type SearchResults,
} from '@livra/shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '@/test/images';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { customerWithOrder } from '@/modules/orders/orders.fixtures';
import { base, businessNamed, CAFE, MAQUIS } from './partner-orders.fixtures';
import { errorOf, newPartner } from './testing';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn(DEMO.partner);
});
afterAll(() => server?.close());

const send = (method: string, path: string, json?: unknown, as = cookie) =>
  server.request(path, { method, cookie: as, json });
const menu = (businessId: string) => `${base(businessId)}/menu`;
const publicMenu = async (businessId: string) =>
  ((await (await server.request(`/businesses/${businessId}`)).json()) as BusinessDetail).menu;
const categoriesOf = async (businessId: string, as = cookie) =>
  (
    (await (await server.request(`${menu(businessId)}/categories`, { cookie: as })).json()) as {
      categories: PartnerMenuCategory[];
    }
  ).categories;

const pngFile = () => tinyPng('plat.png');

describe('menu categories', () => {
  it('creates, renames, hides and reorders categories, in one list the partner controls', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const created: PartnerMenuCategory[] = [];
    for (const name of ['Entrées', 'Plats', 'Boissons']) {
      const response = await send('POST', `${menu(businessId)}/categories`, { name }, owner);
      expect(response.status).toBe(201);
      created.push(await response.json());
    }
    expect((await categoriesOf(businessId, owner)).map((c) => c.name)).toEqual(['Entrées', 'Plats', 'Boissons']);

    const duplicate = await send('POST', `${menu(businessId)}/categories`, { name: '  boissons ' }, owner);
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toBe(PARTNER_OPS_TEXTS.categoryNameTaken);
    const blank = await send('POST', `${menu(businessId)}/categories`, { name: ' ' }, owner);
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe(PARTNER_OPS_TEXTS.categoryNameRequired);

    const renamed = await send(
      'PATCH',
      `${menu(businessId)}/categories/${created[1].id}`,
      { name: 'Plats du jour', isActive: false },
      owner,
    );
    expect(await renamed.json()).toMatchObject({ name: 'Plats du jour', isActive: false, itemCount: 0 });

    const [entrees, plats, boissons] = created.map((c) => c.id);
    const reordered = await send(
      'POST',
      `${menu(businessId)}/categories/reorder`,
      { ids: [boissons, entrees, plats] },
      owner,
    );
    expect(reordered.status).toBe(200);
    expect((await categoriesOf(businessId, owner)).map((c) => c.name)).toEqual([
      'Boissons',
      'Entrées',
      'Plats du jour',
    ]);
  });

  it('refuses a reorder that is not exactly the menu’s categories', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const ids: string[] = [];
    for (const name of ['Grillades', 'Jus'])
      ids.push((await (await send('POST', `${menu(businessId)}/categories`, { name }, owner)).json()).id);
    const maquisCategory = (await categoriesOf((await businessNamed(server, MAQUIS)).id))[0];
    for (const attempt of [
      [ids[1], maquisCategory.id],
      [ids[0]],
      [ids[0], ids[0]],
      [ids[1], ids[0], maquisCategory.id],
      ['pas-un-id'],
    ]) {
      const response = await send('POST', `${menu(businessId)}/categories/reorder`, { ids: attempt }, owner);
      expect(response.status, JSON.stringify(attempt)).toBe(400);
      expect(await errorOf(response)).toBe(PARTNER_OPS_TEXTS.reorderInvalid);
    }
    expect((await categoriesOf(businessId, owner)).map((c) => c.name)).toEqual(['Grillades', 'Jus']);
  });

  it('deletes an empty category but refuses one that still holds articles', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const full = await (await send('POST', `${menu(businessId)}/categories`, { name: 'Desserts' }, owner)).json();
    const empty = await (await send('POST', `${menu(businessId)}/categories`, { name: 'Saison' }, owner)).json();
    await send('POST', `${menu(businessId)}/items`, { name: 'Dégué', price: 8000, menuCategoryId: full.id }, owner);
    const refused = await send('DELETE', `${menu(businessId)}/categories/${full.id}`, undefined, owner);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(PARTNER_OPS_TEXTS.categoryNotEmpty(1));
    expect((await send('DELETE', `${menu(businessId)}/categories/${empty.id}`, undefined, owner)).status).toBe(200);
    expect((await categoriesOf(businessId, owner)).map((c) => c.name)).toEqual(['Desserts']);
  });
});

describe('menu items', () => {
  it('checks every field in French', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const maquisCategory = (await categoriesOf((await businessNamed(server, MAQUIS)).id))[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Riz', price: 0 }, PARTNER_OPS_TEXTS.priceTooLow],
      [{ name: 'Riz', price: -5 }, PARTNER_OPS_TEXTS.priceTooLow],
      [{ name: 'Riz', price: 10_000_001 }, PARTNER_OPS_TEXTS.priceTooHigh],
      [{ name: 'Riz', price: 12.5 }, PARTNER_OPS_TEXTS.priceInvalid],
      [{ name: 'Riz', price: '15000' }, PARTNER_OPS_TEXTS.priceInvalid],
      [{ name: 'Riz' }, PARTNER_OPS_TEXTS.priceInvalid],
      [{ price: 15000 }, PARTNER_OPS_TEXTS.itemNameRequired],
      [{ name: '  ', price: 15000 }, PARTNER_OPS_TEXTS.itemNameRequired],
      [{ name: 'R'.repeat(121), price: 15000 }, 'Ce champ ne doit pas dépasser 120 caractères'],
      [{ name: 'Riz', price: 15000, isAvailable: 'oui' }, PARTNER_OPS_TEXTS.flagInvalid],
      [{ name: 'Riz', price: 15000, businessId }, 'Champ non modifiable ici : businessId'],
      [{ name: 'Riz', price: 15000, menuCategoryId: maquisCategory.id }, PARTNER_OPS_TEXTS.itemCategoryUnknown],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', `${menu(businessId)}/items`, body, owner);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response), JSON.stringify(body)).toBe(message);
    }
    const ok = await send('POST', `${menu(businessId)}/items`, { name: 'Riz gras', price: 10_000_000 }, owner);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({
      name: 'Riz gras',
      price: 10_000_000,
      isAvailable: true,
      isPopular: false,
      menuCategoryId: null,
    });
  });

  it('shows every change on the public business page at once', async () => {
    const maquis = await businessNamed(server, MAQUIS);
    const before = await publicMenu(maquis.id); // warms the public cache
    const [section] = before;
    const created = (await (
      await send('POST', `${menu(maquis.id)}/items`, {
        name: 'Poulet yassa du chef',
        price: 55_000,
        menuCategoryId: section.id,
        isPopular: true,
      })
    ).json()) as PartnerMenuItem;
    const shown = () =>
      publicMenu(maquis.id).then((m) => m.flatMap((s) => s.items).find((item) => item.id === created.id));
    expect(await shown()).toMatchObject({
      name: 'Poulet yassa du chef',
      price: 55_000,
      isAvailable: true,
      isPopular: true,
    });

    await send('PATCH', `${menu(maquis.id)}/items/${created.id}`, { isAvailable: false, price: 60_000 });
    expect(await shown()).toMatchObject({ isAvailable: false, price: 60_000 });

    await send('PATCH', `${menu(maquis.id)}/categories/${section.id!}`, { isActive: false });
    expect(await shown()).toBeUndefined();
    await send('PATCH', `${menu(maquis.id)}/categories/${section.id!}`, { isActive: true });
    expect(await shown()).toBeDefined();
  });

  it('shows every change in search at once (the search index is read again)', async () => {
    const maquis = await businessNamed(server, MAQUIS);
    const found = async () => {
      const response = await server.request(`/search?q=${encodeURIComponent('fonio zébré')}`);
      return ((await response.json()) as SearchResults).menuItems.map(({ name, price }) => ({ name, price }));
    };
    expect(await found()).toEqual([]); // the index is built, without the item
    const created = (await (
      await send('POST', `${menu(maquis.id)}/items`, { name: 'Fonio zébré du chef', price: 20_000 })
    ).json()) as PartnerMenuItem;
    expect(await found()).toEqual([{ name: 'Fonio zébré du chef', price: 20_000 }]);

    await send('PATCH', `${menu(maquis.id)}/items/${created.id}`, { price: 22_000 });
    expect(await found()).toEqual([{ name: 'Fonio zébré du chef', price: 22_000 }]);
    await send('PATCH', `${menu(maquis.id)}/items/${created.id}`, { isAvailable: false });
    expect(await found()).toEqual([]);
    await send('PATCH', `${menu(maquis.id)}/items/${created.id}`, { isAvailable: true });
    await send('DELETE', `${menu(maquis.id)}/items/${created.id}`);
    expect(await found()).toEqual([]);
  });

  it('deletes an article while past orders keep its name and price', async () => {
    const { order, cookie: customer, riz } = await customerWithOrder(server);
    const maquis = await businessNamed(server, MAQUIS);
    const response = await send('DELETE', `${menu(maquis.id)}/items/${riz.id}`);
    expect(response.status).toBe(200);
    const kept = (
      (await (await server.request(`/orders/${order.id}`, { cookie: customer })).json()) as { order: OrderDetail }
    ).order;
    expect(kept.items.find((item) => item.name === 'Riz gras au mouton')).toMatchObject({
      price: riz.price,
      quantity: 2,
      menuItemId: null,
    });
    expect((await publicMenu(maquis.id)).flatMap((s) => s.items).some((item) => item.id === riz.id)).toBe(false);
    expect((await send('DELETE', `${menu(maquis.id)}/items/${riz.id}`)).status).toBe(404);
  });

  it('stores a photo, refuses what is not an image, and removes the replaced file', async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    const item = (await (
      await send('POST', `${menu(businessId)}/items`, { name: 'Fataya', price: 5000 }, owner)
    ).json()) as PartnerMenuItem;
    const upload = (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return server.request(`${menu(businessId)}/items/${item.id}/photo`, {
        method: 'POST',
        cookie: owner,
        body: form,
      });
    };
    const first = (await (await upload(pngFile())).json()) as PartnerMenuItem;
    expect(first.image).toMatch(/^\/uploads\/.+\.png$/);
    const second = (await (await upload(pngFile())).json()) as PartnerMenuItem;
    expect(existsSync(join(server.config.dataDir, second.image!))).toBe(true);
    expect(existsSync(join(server.config.dataDir, first.image!))).toBe(false);

    const text = await upload(new File(['<html>'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toBe(UPLOAD_MESSAGES.fileType);
  });
});

describe('ownership', () => {
  it('keeps another partner away from the menu: 404 everywhere and nothing changed', async () => {
    const maquis = await businessNamed(server, MAQUIS);
    const [category] = await categoriesOf(maquis.id);
    const items = (
      (await (await server.request(`${menu(maquis.id)}/items`, { cookie })).json()) as { items: PartnerMenuItem[] }
    ).items;
    const other = await newPartner(server);
    const form = new FormData();
    form.set('file', pngFile());
    const attempts = [
      send('GET', `${menu(maquis.id)}/categories`, undefined, other.cookie),
      send('GET', `${menu(maquis.id)}/items`, undefined, other.cookie),
      send('POST', `${menu(maquis.id)}/categories`, { name: 'Intrus' }, other.cookie),
      send('PATCH', `${menu(maquis.id)}/categories/${category.id}`, { name: 'Volé' }, other.cookie),
      send('DELETE', `${menu(maquis.id)}/categories/${category.id}`, undefined, other.cookie),
      send('POST', `${menu(maquis.id)}/categories/reorder`, { ids: [category.id] }, other.cookie),
      send('POST', `${menu(maquis.id)}/items`, { name: 'Intrus', price: 1000 }, other.cookie),
      send('PATCH', `${menu(maquis.id)}/items/${items[0].id}`, { price: 1 }, other.cookie),
      send('DELETE', `${menu(maquis.id)}/items/${items[0].id}`, undefined, other.cookie),
      server.request(`${menu(maquis.id)}/items/${items[0].id}/photo`, {
        method: 'POST',
        cookie: other.cookie,
        body: form,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    }
    // Through their own business, the Maquis's article and category are simply not found.
    const sideways = await send('PATCH', `${menu(other.businessId)}/items/${items[0].id}`, { price: 1 }, other.cookie);
    expect(sideways.status).toBe(404);
    expect(await errorOf(sideways)).toBe(MESSAGES.menuItemNotFound);
    expect(
      (await send('PATCH', `${menu(other.businessId)}/categories/${category.id}`, { name: 'Volé' }, other.cookie))
        .status,
    ).toBe(404);

    const after = (
      (await (await server.request(`${menu(maquis.id)}/items`, { cookie })).json()) as { items: PartnerMenuItem[] }
    ).items;
    expect(after.find((item) => item.id === items[0].id)?.price).toBe(items[0].price);
    expect((await categoriesOf(maquis.id))[0].name).toBe(category.name);
  });

  it("does not mix the partner's own businesses", async () => {
    const maquis = await businessNamed(server, MAQUIS);
    const cafe = await businessNamed(server, CAFE);
    const [maquisCategory] = await categoriesOf(maquis.id);
    const response = await send('POST', `${menu(cafe.id)}/items`, {
      name: 'Café touba',
      price: 5000,
      menuCategoryId: maquisCategory.id,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(PARTNER_OPS_TEXTS.itemCategoryUnknown);
  });
});
