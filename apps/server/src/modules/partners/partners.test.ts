import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_TEXTS, MESSAGES, PARTNER_TEXTS, UPLOAD_MESSAGES } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, menuItems } from '@/db/schema/index';
import { tinyPng } from '@/test/images';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, newPartner } from './testing';

let server: TestServer;
let demoCookie: string;
let maquisId: string;

beforeAll(async () => {
  server = await createTestServer();
  demoCookie = await server.signIn(DEMO.partner);
  const [maquis] = await server.deps.db.select().from(businesses).where(eq(businesses.name, 'Le Maquis de Kaloum'));
  maquisId = maquis.id;
});
afterAll(() => server?.close());

const pngFile = (name = 'logo.png') => tinyPng(name);

function upload(cookie: string, businessId: string, kind: 'logo' | 'cover', file: File) {
  const form = new FormData();
  form.set('file', file);
  return server.request(`/partner/businesses/${businessId}/${kind}`, { method: 'POST', cookie, body: form });
}

const patch = (cookie: string, businessId: string, json: unknown) =>
  server.request(`/partner/businesses/${businessId}`, { method: 'PATCH', cookie, json });

describe('my businesses', () => {
  it('lists only the businesses the partner owns', async () => {
    const response = await server.request('/partner/businesses', { cookie: demoCookie });
    expect(response.status).toBe(200);
    const { businesses: mine } = await response.json();
    expect(mine.map((b: { name: string }) => b.name).sort()).toEqual(
      ['Café de Kaloum', 'Chez Fatou – Saveurs de Guinée', 'Le Maquis de Kaloum', 'Marché Madina Express'].sort(),
    );
    expect(mine[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        type: expect.any(String),
        isOpen: expect.any(Boolean),
        isActive: true,
      }),
    );

    const other = await newPartner(server, 'Le Fromager de Dixinn');
    const theirs = await (await server.request('/partner/businesses', { cookie: other.cookie })).json();
    expect(theirs.businesses).toEqual([
      expect.objectContaining({ id: other.businessId, name: 'Le Fromager de Dixinn', rating: 4.3 }),
    ]);
  });
});

describe('ownership', () => {
  it("hides another partner's business behind the same 404 as an unknown one, for every partner route", async () => {
    const other = await newPartner(server);
    const paths = ['', '/stats', '/stats?period=year', '/revenue', '/subscription'];
    for (const path of paths) {
      const response = await server.request(`/partner/businesses/${maquisId}${path}`, { cookie: other.cookie });
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    }
    const unknown = await server.request('/partner/businesses/00000000-0000-4000-8000-000000000000/stats', {
      cookie: other.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.businessNotFound);
    // And the other way round: the demo partner cannot see the newcomer's business.
    expect((await server.request(`/partner/businesses/${other.businessId}`, { cookie: demoCookie })).status).toBe(404);
  });

  it("cannot change another partner's business, nor its pictures", async () => {
    const other = await newPartner(server);
    const response = await patch(other.cookie, maquisId, { name: 'Volé', isOpen: false, deliveryFee: 0 });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    const logo = await upload(other.cookie, maquisId, 'logo', pngFile());
    expect(logo.status).toBe(404);

    const [maquis] = await server.deps.db.select().from(businesses).where(eq(businesses.id, maquisId));
    expect(maquis).toMatchObject({ name: 'Le Maquis de Kaloum', isOpen: true });
    expect(maquis.deliveryFee).not.toBe(0);
    expect(maquis.logo).not.toMatch(/^\/uploads\//);
  });

  it('refuses a malformed business id with a French message', async () => {
    const response = await server.request('/partner/businesses/not-a-uuid/stats', { cookie: demoCookie });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(CATALOG_TEXTS.invalidBusinessId);
  });
});

describe('profile and settings', () => {
  it('shows and saves the profile; fields left out keep their value, empty ones are cleared', async () => {
    const { cookie, businessId } = await newPartner(server);
    const before = await (await server.request(`/partner/businesses/${businessId}`, { cookie })).json();
    expect(before).toMatchObject({
      name: 'Le Petit Baobab',
      businessType: 'Restaurant',
      deliveryFee: 5000,
      deliveryTime: '30-45 min',
      isOpen: true,
      isActive: true,
    });

    const hours = { monday: { open: '08:00', close: '22:00' }, sunday: null };
    const response = await patch(cookie, businessId, {
      name: '  Le Grand Baobab ',
      description: 'Cuisine guinéenne familiale',
      phone: '+224 620 00 11 22',
      email: 'contact@baobab.gn',
      cuisineType: 'Guinéenne',
      region: 'Kindia',
      deliveryFee: 7500,
      deliveryTime: '20 - 35 min',
      openingHours: hours,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Le Grand Baobab',
      phone: '+224 620 00 11 22',
      region: 'Kindia',
      deliveryFee: 7500,
      deliveryTime: '20-35 min',
      openingHours: hours,
    });

    const cleared = await (await patch(cookie, businessId, { description: '', email: '' })).json();
    expect(cleared).toMatchObject({ description: null, email: null, name: 'Le Grand Baobab', deliveryFee: 7500 });
  });

  it('closing the business stops new orders at once; reopening lets them in again', async () => {
    const { cookie, businessId } = await newPartner(server, 'Le Kiosque de Kipé');
    const [item] = await server.deps.db
      .insert(menuItems)
      .values({ businessId, name: 'Fataya', price: 5000 })
      .returning();
    const customer = await server.signIn(DEMO.customer);

    const closed = await patch(cookie, businessId, { isOpen: false });
    expect((await closed.json()).isOpen).toBe(false);
    const refused = await server.request('/cart/items', { cookie: customer, json: { menuItemId: item.id } });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(MESSAGES.businessClosed('Le Kiosque de Kipé'));

    await patch(cookie, businessId, { isOpen: true });
    expect((await server.request('/cart/items', { cookie: customer, json: { menuItemId: item.id } })).status).toBe(200);
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const { cookie, businessId } = await newPartner(server);
    const cases: [unknown, string][] = [
      [{ deliveryFee: -500 }, PARTNER_TEXTS.deliveryFeeNegative],
      [{ deliveryFee: 150_000 }, PARTNER_TEXTS.deliveryFeeTooHigh],
      [{ deliveryFee: 2500.5 }, PARTNER_TEXTS.deliveryFeeInvalid],
      [{ deliveryFee: '5000' }, PARTNER_TEXTS.deliveryFeeInvalid],
      [{ openingHours: { monday: { open: '22:00', close: '08:00' } } }, PARTNER_TEXTS.closeBeforeOpen('Lundi')],
      [{ openingHours: { tuesday: { open: '8h', close: '22:00' } } }, PARTNER_TEXTS.timeInvalid],
      [{ openingHours: { friday: { open: '25:00', close: '26:00' } } }, PARTNER_TEXTS.timeInvalid],
      [{ openingHours: { holiday: null } }, PARTNER_TEXTS.unknownDay],
      [{ openingHours: { monday: 'fermé' } }, PARTNER_TEXTS.hoursInvalid],
      [{ deliveryTime: 'bientôt' }, PARTNER_TEXTS.deliveryTimeInvalid],
      [{ name: ' ' }, PARTNER_TEXTS.nameRequired],
      [{ name: 'x'.repeat(101) }, 'Ce champ ne doit pas dépasser 100 caractères'],
      [{ email: 'pas-un-email' }, MESSAGES.emailInvalid],
      [{ phone: '12' }, MESSAGES.phoneInvalid],
      [{ region: 'Dakar' }, PARTNER_TEXTS.regionInvalid],
      [{ isOpen: 'oui' }, PARTNER_TEXTS.isOpenInvalid],
      [{ isActive: true }, PARTNER_TEXTS.fieldNotEditable('isActive')],
    ];
    for (const [body, message] of cases) {
      const response = await patch(cookie, businessId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response), JSON.stringify(body)).toBe(message);
    }
    const notJson = await server.request(`/partner/businesses/${businessId}`, {
      method: 'PATCH',
      cookie,
      body: '{"deliveryFee":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toBe(MESSAGES.invalidJson);

    const [stored] = await server.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(stored).toMatchObject({ name: 'Le Petit Baobab', deliveryFee: 5000, openingHours: null, isActive: true });
  });
});

describe('logo and cover', () => {
  it('stores the picture, shows it on the profile and removes the one it replaces', async () => {
    const { cookie, businessId } = await newPartner(server);
    const first = await upload(cookie, businessId, 'logo', pngFile());
    expect(first.status).toBe(200);
    const { url } = await first.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(server.config.dataDir, url))).toBe(true);

    const second = (await (await upload(cookie, businessId, 'logo', pngFile('new.png'))).json()).url;
    expect(existsSync(join(server.config.dataDir, url))).toBe(false);
    const cover = (await (await upload(cookie, businessId, 'cover', pngFile('cover.png'))).json()).url;

    const profile = await (await server.request(`/partner/businesses/${businessId}`, { cookie })).json();
    expect(profile).toMatchObject({ logo: second, coverImage: cover });
  });

  it('refuses what is not an image, or no file', async () => {
    const { cookie, businessId } = await newPartner(server);
    const html = await upload(
      cookie,
      businessId,
      'cover',
      new File(['<html></html>'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(html.status).toBe(400);
    expect(await errorOf(html)).toBe(UPLOAD_MESSAGES.fileType);
    const none = await server.request(`/partner/businesses/${businessId}/logo`, {
      method: 'POST',
      cookie,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toBe(UPLOAD_MESSAGES.fileMissing);
  });
});
