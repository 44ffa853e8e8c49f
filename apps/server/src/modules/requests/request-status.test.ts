import { MESSAGES, REQUEST_TEXTS, type RequestStatusView } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';
import { errorOf, uniqueContact } from './requests.fixtures';

let server: TestServer;
let partner: { id: string; email: string; phone: string };
let driver: { id: string; email: string; phone: string };

// Each lookup comes from its own address, so the per-address limit never trips these tests.
let ip = 0;
function lookup(query: Record<string, string>, from = `10.0.0.${++ip}`) {
  return server.request(`/requests/status?${new URLSearchParams(query)}`, { remoteAddress: from });
}
async function requestsOf(query: Record<string, string>): Promise<RequestStatusView[]> {
  const response = await lookup(query);
  expect(response.status, JSON.stringify(query)).toBe(200);
  return (await response.json()).requests;
}

beforeAll(async () => {
  server = await createTestServer();
  const { plans } = await (await server.request('/subscription-plans')).json();
  const partnerContact = uniqueContact('mariama');
  const partnerResponse = await server.request('/requests/partner', {
    json: {
      ownerName: 'Mariama Barry',
      ...partnerContact,
      businessName: 'Pharmacie du Rond-Point',
      businessTypeId: 5,
      address: 'Rond-point de Hamdallaye',
      region: 'Conakry',
      description: 'Pharmacie de garde.',
      planId: plans[0].id,
    },
  });
  partner = { id: (await partnerResponse.json()).id, ...partnerContact };
  // The same person also applies as a driver.
  const driverContact = { email: partnerContact.email, phone: partnerContact.phone };
  const driverResponse = await server.request('/requests/driver', {
    json: { name: 'Mariama Barry', ...driverContact, vehicleType: 'Vélo' },
  });
  driver = { id: (await driverResponse.json()).id, ...driverContact };
});
afterAll(() => server?.close());

describe('GET /api/requests/status', () => {
  it('shows an application to whoever gives its e-mail and reference', async () => {
    const [found] = await requestsOf({ email: partner.email.toUpperCase(), reference: partner.id });
    expect(found).toMatchObject({
      id: partner.id,
      type: 'partner',
      status: 'pending',
      name: 'Pharmacie du Rond-Point',
      businessType: 'Pharmacie',
      planName: 'Essentiel',
      planPrice: 150_000,
      decidedAt: null,
      adminNotes: null,
      accountCreated: false,
    });
    expect(Date.parse(found.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows all of an applicant’s applications from e-mail and phone, however the phone is typed', async () => {
    const found = await requestsOf({ email: partner.email, phone: partner.phone.replace(/\s/g, '-') });
    expect(found.map((request) => [request.type, request.id]).sort()).toEqual(
      [
        ['driver', driver.id],
        ['partner', partner.id],
      ].sort(),
    );
    expect(found.find((request) => request.type === 'driver')).toMatchObject({
      vehicleType: 'Vélo',
      driverType: 'independent',
      status: 'pending',
    });
    const onlyDrivers = await requestsOf({ email: partner.email, phone: partner.phone, type: 'driver' });
    expect(onlyDrivers.map((request) => request.id)).toEqual([driver.id]);
  });

  it('shows the admin’s reason once an application is rejected', async () => {
    // Seeded: a rejected partner application and a rejected driver application.
    const [business] = await requestsOf({ email: 'youssouf.camara@exemple.gn', phone: '+224 666 14 25 36' });
    expect(business).toMatchObject({
      type: 'partner',
      status: 'rejected',
      adminNotes: 'Registre du commerce manquant.',
    });
    expect(business.decidedAt).not.toBeNull();
    const [rejectedDriver] = await requestsOf({ email: 'fode.sacko@exemple.gn', phone: '+224666397024' });
    expect(rejectedDriver).toMatchObject({
      type: 'driver',
      status: 'rejected',
      adminNotes: 'Permis poids lourd expiré.',
    });
  });

  it('tells an approved driver whether the account exists yet', async () => {
    const [approved] = await requestsOf({ email: 'lansana.kaba@exemple.gn', phone: '+224 628 93 16 40' });
    expect(approved).toMatchObject({ status: 'approved', accountCreated: false });
    const [withAccount] = await requestsOf({ email: 'alseny.conte@exemple.gn', phone: '+224 624 18 37 52' });
    expect(withAccount).toMatchObject({ status: 'approved', accountCreated: true });
  });

  it('reveals nothing from an e-mail alone, or with a wrong reference or phone', async () => {
    const alone = await lookup({ email: partner.email });
    expect(alone.status).toBe(400);
    expect(await errorOf(alone)).toBe(REQUEST_TEXTS.lookupNeedsProof);

    const wrong: Record<string, string>[] = [
      { email: partner.email, reference: '00000000-0000-4000-8000-000000000000' },
      { email: partner.email, phone: '+224 600 00 00 00' },
      { email: 'quelquun@exemple.gn', reference: partner.id },
      { email: partner.email, reference: partner.id, type: 'driver' },
    ];
    for (const query of wrong) {
      const response = await lookup(query);
      expect(response.status, JSON.stringify(query)).toBe(404);
      expect(await errorOf(response)).toBe(REQUEST_TEXTS.requestNotFound);
    }
  });

  it('answers malformed lookups with 400 and French', async () => {
    expect(await errorOf(await lookup({ email: partner.email, reference: 'DEM-42' }))).toBe(
      REQUEST_TEXTS.referenceInvalid,
    );
    expect(await errorOf(await lookup({ email: 'pas-un-email', phone: partner.phone }))).toBe(MESSAGES.emailInvalid);
    expect(await errorOf(await lookup({ email: partner.email, phone: 'abc' }))).toBe(MESSAGES.phoneInvalid);
    expect(await errorOf(await lookup({ email: partner.email, reference: partner.id, type: 'client' }))).toBe(
      REQUEST_TEXTS.requestTypeInvalid,
    );
    expect(await errorOf(await lookup({}))).toBe(`${MESSAGES.emailRequired}, ${REQUEST_TEXTS.lookupNeedsProof}`);
  });

  it('slows down someone trying phone numbers one after another', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (
          await lookup(
            { email: partner.email, phone: `+224 600 00 00 ${String(attempt).padStart(2, '0')}` },
            '10.9.9.9',
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await lookup({ email: partner.email, reference: partner.id })).status).toBe(200);
  });
});

describe('GET /api/requests/businesses', () => {
  it('offers listed businesses by name, accents and case ignored', async () => {
    const { businesses } = await (await server.request('/requests/businesses?q=CAFE')).json();
    expect(businesses.length).toBeGreaterThan(0);
    for (const business of businesses)
      expect(business.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('cafe');
    const all = await (await server.request('/requests/businesses')).json();
    expect(all.businesses).toHaveLength(20);
    expect(all.businesses.map((business: { id: string }) => business.id)).not.toContain(partner.id);
  });

  it('matches % and _ as themselves and refuses an over-long search', async () => {
    expect((await (await server.request('/requests/businesses?q=%25')).json()).businesses).toEqual([]);
    expect((await server.request(`/requests/businesses?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
