import { ADDRESS_LIMIT, CUSTOMER_MESSAGES, type CustomerAddress } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, newCustomer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const home = {
  label: 'Maison',
  address: 'Quartier Lambanyi, Ratoma',
  landmark: 'Derrière la mosquée de Lambanyi',
  city: 'Conakry',
};
const office = {
  label: 'Bureau',
  address: 'Avenue de la République, Kaloum',
  city: 'Conakry',
  phone: '+224 622 33 44 55',
};

async function list(cookie: string): Promise<CustomerAddress[]> {
  return (await (await server.request('/me/addresses', { cookie })).json()).addresses;
}

async function add(cookie: string, json: unknown) {
  return server.request('/me/addresses', { cookie, json });
}

const defaults = (addresses: CustomerAddress[]) => addresses.filter((a) => a.isDefault).map((a) => a.label);

describe('addresses', () => {
  it('lists the demo customer’s addresses, the default first, with their landmark', async () => {
    const addresses = await list(await server.signIn(DEMO.customer));
    expect(addresses.map((a) => a.label)).toEqual(['Maison', 'Bureau']);
    expect(addresses[0]).toMatchObject({
      isDefault: true,
      city: 'Conakry',
      landmark: expect.stringContaining('station Total'),
    });
    expect(Object.keys(addresses[0]).sort()).toEqual([
      'address',
      'city',
      'id',
      'instructions',
      'isDefault',
      'label',
      'landmark',
      'phone',
    ]);
  });

  it('makes the first address the default, and keeps exactly one default', async () => {
    const { cookie } = await newCustomer(server, 'adresses@example.gn');
    expect(await list(cookie)).toEqual([]);

    const first = await add(cookie, home);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ ...home, isDefault: true, phone: null, instructions: null });
    const second = await (await add(cookie, office)).json();
    expect(second.isDefault).toBe(false);

    const switched = await server.request(`/me/addresses/${second.id}/default`, { method: 'POST', cookie });
    expect(switched.status).toBe(200);
    expect(defaults((await switched.json()).addresses)).toEqual(['Bureau']);
    expect((await list(cookie))[0].label).toBe('Bureau');

    // Deleting the default makes another one the default.
    expect((await server.request(`/me/addresses/${second.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(defaults(await list(cookie))).toEqual(['Maison']);
  });

  it('keeps one default when two first addresses arrive at once', async () => {
    const { cookie } = await newCustomer(server, 'double-tap@example.gn');
    const answers = await Promise.all([
      add(cookie, home),
      add(cookie, office),
      add(cookie, { ...home, label: 'Famille' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(defaults(await list(cookie))).toHaveLength(1);
  });

  it('edits only the fields given, and clears a field sent empty', async () => {
    const { cookie } = await newCustomer(server, 'edition@example.gn');
    const created = await (await add(cookie, { ...home, instructions: 'Sonnez deux fois' })).json();
    const response = await server.request(`/me/addresses/${created.id}`, {
      method: 'PATCH',
      cookie,
      json: { landmark: 'En face de la pharmacie Lambanyi', instructions: '' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      label: 'Maison',
      address: home.address,
      landmark: 'En face de la pharmacie Lambanyi',
      instructions: null,
      isDefault: true,
    });
  });

  it('answers 404 for another customer’s address, and leaves it untouched', async () => {
    const owner = await newCustomer(server, 'proprietaire@example.gn');
    const other = await newCustomer(server, 'curieux@example.gn');
    const address = await (await add(owner.cookie, home)).json();
    const attempts = [
      server.request(`/me/addresses/${address.id}`, {
        method: 'PATCH',
        cookie: other.cookie,
        json: { label: 'Piratée' },
      }),
      server.request(`/me/addresses/${address.id}`, { method: 'DELETE', cookie: other.cookie }),
      server.request(`/me/addresses/${address.id}/default`, { method: 'POST', cookie: other.cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(CUSTOMER_MESSAGES.addressNotFound);
    }
    expect(await list(owner.cookie)).toEqual([address]);
  });

  it('refuses bad input with a French 400', async () => {
    const { cookie } = await newCustomer(server, 'saisie@example.gn');
    const cases: [unknown, string][] = [
      [{ ...home, label: '' }, CUSTOMER_MESSAGES.addressLabelRequired],
      [{ ...home, address: undefined }, CUSTOMER_MESSAGES.addressRequired],
      [{ ...home, city: 'Paris' }, CUSTOMER_MESSAGES.cityInvalid],
      [{ ...home, phone: 'pas de téléphone' }, "Le numéro de téléphone n'est pas valide"],
      [{ ...home, landmark: 'x'.repeat(301) }, 'Ce champ ne doit pas dépasser 300 caractères'],
    ];
    for (const [json, message] of cases) {
      const response = await add(cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const badId = await server.request('/me/addresses/pas-un-uuid', { method: 'DELETE', cookie });
    expect(badId.status).toBe(400);
    expect(await errorOf(badId)).toBe("Identifiant d'adresse invalide");
    expect(await list(cookie)).toEqual([]);
  });

  it(`stops at ${ADDRESS_LIMIT} addresses`, async () => {
    const { cookie } = await newCustomer(server, 'collection@example.gn');
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      expect((await add(cookie, { ...home, label: `Lieu ${i}` })).status).toBe(201);
    const over = await add(cookie, home);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toBe(CUSTOMER_MESSAGES.addressLimit);
  });

  it('is for customers only', async () => {
    const response = await server.request('/me/addresses', { cookie: await server.signIn(DEMO.partner) });
    expect(response.status).toBe(403);
  });
});
