import { MESSAGES, type FavoriteBusiness } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, newCustomer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function favorites(cookie: string): Promise<FavoriteBusiness[]> {
  return (await (await server.request('/me/favorites', { cookie })).json()).businesses;
}

async function businessId(name: string) {
  const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return row.id;
}

describe('favourites', () => {
  it('lists the demo customer’s favourites as business cards, like the home page', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const list = await favorites(cookie);
    expect(list.length).toBe(4);
    expect(list.map((b) => b.name)).toContain('Café de Kaloum');
    const home = await (await server.request('/home')).json();
    expect(Object.keys(list[0]).sort()).toEqual(Object.keys(home.popularRestaurants[0]).sort());
  });

  it('adds once however many times it is asked, and removes idempotently', async () => {
    const { cookie } = await newCustomer(server, 'favoris@example.gn');
    const id = await businessId('Le Maquis de Kaloum');
    for (let i = 0; i < 2; i++) {
      const response = await server.request(`/me/favorites/${id}`, { method: 'PUT', cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ businessId: id, isFavorite: true });
    }
    expect((await favorites(cookie)).map((b) => b.id)).toEqual([id]);

    for (let i = 0; i < 2; i++) {
      const response = await server.request(`/me/favorites/${id}`, { method: 'DELETE', cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ businessId: id, isFavorite: false });
    }
    expect(await favorites(cookie)).toEqual([]);
  });

  it('keeps each customer’s favourites to themselves', async () => {
    const first = await newCustomer(server, 'favoris-a@example.gn');
    const second = await newCustomer(server, 'favoris-b@example.gn');
    await server.request(`/me/favorites/${await businessId('Le Maquis de Kaloum')}`, {
      method: 'PUT',
      cookie: first.cookie,
    });
    expect(await favorites(second.cookie)).toEqual([]);
  });

  it('answers 404 for an unknown or unlisted business, 400 for a malformed id', async () => {
    const { cookie } = await newCustomer(server, 'favoris-404@example.gn');
    const unknown = await server.request('/me/favorites/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.businessNotFound);

    const [pending] = await server.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.requestStatus, 'pending'));
    expect((await server.request(`/me/favorites/${pending.id}`, { method: 'PUT', cookie })).status).toBe(404);

    const malformed = await server.request('/me/favorites/123', { method: 'PUT', cookie });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('Identifiant de commerce invalide');
    expect(await favorites(cookie)).toEqual([]);
  });
});
