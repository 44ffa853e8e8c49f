import { CATALOG_TEXTS, MESSAGES, REQUEST_TEXTS, VEHICLE_TYPES } from '@livra/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, drivers, emailOutbox, orders } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, requestEmails, uniqueContact } from './requests.fixtures';

let server: TestServer;
let listedBusinessId: string;
let pendingBusinessId: string;

beforeAll(async () => {
  server = await createTestServer();
  const [listed] = await server.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, 'Le Maquis de Kaloum'));
  listedBusinessId = listed.id;
  const [pending] = await server.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.requestStatus, 'pending'))
    .limit(1);
  pendingBusinessId = pending.id;
});
afterAll(() => server?.close());

function application(overrides: Record<string, unknown> = {}) {
  return { name: 'Sékou Keïta', ...uniqueContact('sekou'), ...overrides };
}

const apply = (json: unknown) => server.request('/requests/driver', { json });

describe('POST /api/requests/driver — a good application', () => {
  it('is stored pending, unverified, active, without account, with the spec defaults', async () => {
    const input = application();
    const response = await apply(input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Demande envoyée avec succès. Vous recevrez une notification après approbation.');
    const [row] = await server.deps.db.select().from(drivers).where(eq(drivers.id, body.id));
    expect(row).toMatchObject({
      name: 'Sékou Keïta',
      email: input.email,
      requestStatus: 'pending',
      isVerified: false,
      isActive: true,
      userId: null,
      vehicleType: 'Moto',
      driverType: 'independent',
      businessId: null,
      experienceYears: 0,
      preferredZones: [],
      vehiclePlate: null,
      totalDeliveries: 0,
      rating: 0,
    });
    expect(Math.abs(row.applicationDate.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('queues the confirmation to the applicant and the notification to the admins', async () => {
    const input = application({ vehicleType: 'Voiture', vehiclePlate: 'RC-7788-B', notes: 'Disponible le soir' });
    const { id } = await (await apply(input)).json();
    const emails = await requestEmails(server, id);
    expect(emails.confirmation).toHaveLength(1);
    expect(emails.confirmation[0].toAddress).toBe(input.email);
    expect(emails.admin).toHaveLength(1);
    expect(emails.admin[0].toAddress).toContain(DEMO.admin);
    expect(emails.admin[0].payload).toMatchObject({
      request_id: id,
      request_type: 'driver',
      user_name: 'Sékou Keïta',
      user_email: input.email,
      user_phone: input.phone,
      vehicle_type: 'Voiture',
      vehicle_plate: 'RC-7788-B',
      notes: 'Disponible le soir',
      admin_dashboard_url: 'http://localhost:3000/admin/requests',
    });
    expect(emails.admin[0].text).toContain('http://localhost:3000/admin/requests');
  });

  it('accepts every vehicle type of the spec and the phone shapes it allows', async () => {
    for (const vehicleType of VEHICLE_TYPES) {
      const response = await apply(application({ vehicleType }));
      expect(response.status, vehicleType).toBe(201);
    }
    const { email } = uniqueContact('formes');
    const odd = await apply(application({ email, phone: `(622) ${String(Date.now()).slice(-6)}-00` }));
    expect(odd.status).toBe(201);
  });

  it('keeps the business of a service driver, and drops one given by an independent driver', async () => {
    const service = await apply(application({ driverType: 'service', businessId: listedBusinessId }));
    expect(service.status).toBe(201);
    const serviceId = (await service.json()).id;
    const [serviceRow] = await server.deps.db.select().from(drivers).where(eq(drivers.id, serviceId));
    expect(serviceRow).toMatchObject({ driverType: 'service', businessId: listedBusinessId });
    expect((await requestEmails(server, serviceId)).admin[0].payload.business_name).toBe('Le Maquis de Kaloum');

    const independent = await apply(application({ driverType: 'independent', businessId: listedBusinessId }));
    const [independentRow] = await server.deps.db
      .select()
      .from(drivers)
      .where(eq(drivers.id, (await independent.json()).id));
    expect(independentRow.businessId).toBeNull();
  });
});

describe('POST /api/requests/driver — validation (spec 01 §5), all messages at once', () => {
  it('collects every "required" message in one answer', async () => {
    const response = await apply({ name: '', email: '', phone: '', vehicleType: '', driverType: '' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe(
      [
        'Le nom est requis',
        "L'email est requis",
        'Le numéro de téléphone est requis',
        'Le type de véhicule est requis',
        'Le type de chauffeur est requis',
      ].join(', '),
    );
    expect(body.details.map((detail: { path: string }) => detail.path)).toEqual([
      'name',
      'email',
      'phone',
      'vehicleType',
      'driverType',
    ]);
  });

  it('gives the required messages when the fields are missing altogether', async () => {
    const response = await apply({});
    expect(await errorOf(response)).toBe(
      [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.phoneRequired].join(', '),
    );
    // Missing fields do not hide the service driver's missing business.
    const service = await apply({ driverType: 'service' });
    expect(await errorOf(service)).toBe(
      [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.phoneRequired, MESSAGES.selectBusinessForService].join(
        ', ',
      ),
    );
  });

  it('collects every shape message: name, e-mail, phone, service business, experience', async () => {
    const response = await apply({
      name: ' A ',
      email: 'pas-un-email',
      phone: '12-ab',
      driverType: 'service',
      experienceYears: 51,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      [
        'Le nom doit contenir au moins 2 caractères',
        "L'email n'est pas valide",
        "Le numéro de téléphone n'est pas valide",
        "Les années d'expérience doivent être entre 0 et 50",
        'Veuillez sélectionner un service/commerce',
      ].join(', '),
    );
  });

  it('applies the phone rule exactly: optional +, then at least 8 digits, spaces, hyphens or parentheses', async () => {
    for (const phone of ['1234567', '++224622123456', '+224 622 12 34 5x', '622.12.34.56']) {
      expect(await errorOf(await apply(application({ phone }))), phone).toBe(MESSAGES.phoneInvalid);
    }
  });

  it('keeps experience between 0 and 50 whole years', async () => {
    for (const experienceYears of [-1, 51, 2.5, 'beaucoup']) {
      expect(await errorOf(await apply(application({ experienceYears }))), String(experienceYears)).toBe(
        MESSAGES.experienceRange,
      );
    }
    expect((await apply(application({ experienceYears: 50 }))).status).toBe(201);
    expect((await apply(application({ experienceYears: 0 }))).status).toBe(201);
  });

  it('refuses unknown vehicle and driver types', async () => {
    expect(await errorOf(await apply(application({ vehicleType: 'Avion' })))).toBe(REQUEST_TEXTS.vehicleTypeInvalid);
    expect(await errorOf(await apply(application({ driverType: 'patron' })))).toBe(REQUEST_TEXTS.driverTypeInvalid);
  });

  it('wants a service driver’s business to be one customers can order from', async () => {
    const notListed = await apply(application({ driverType: 'service', businessId: pendingBusinessId }));
    expect(notListed.status).toBe(400);
    expect(await errorOf(notListed)).toBe(CATALOG_TEXTS.businessNotFound);
    const unknown = await apply(
      application({ driverType: 'service', businessId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(await errorOf(unknown)).toBe(CATALOG_TEXTS.businessNotFound);
  });

  it('answers bad input with 400 and French, never 500', async () => {
    const cases: { body: string | undefined; message?: string }[] = [
      { body: '{pas du json', message: MESSAGES.invalidJson },
      { body: '[]' },
      { body: 'null' },
      {
        body: JSON.stringify(application({ notes: 'x'.repeat(1001) })),
        message: 'Ce champ ne doit pas dépasser 1000 caractères',
      },
      {
        body: JSON.stringify(application({ name: 'N'.repeat(101) })),
        message: 'Ce champ ne doit pas dépasser 100 caractères',
      },
      { body: JSON.stringify(application({ email: `${'a'.repeat(250)}@exemple.gn` })), message: MESSAGES.emailInvalid },
      { body: JSON.stringify(application({ preferredZones: 'Kaloum' })), message: REQUEST_TEXTS.zoneInvalid },
    ];
    for (const { body, message } of cases) {
      const response = await server.request('/requests/driver', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body?.slice(0, 40)).toBe(400);
      const error = await errorOf(response);
      expect(error).toMatch(/[a-zé]/i);
      if (message) expect(error).toBe(message);
    }
  });
});

describe('POST /api/requests/driver — e-mail and phone already used by a driver', () => {
  const notices = async (email: string) =>
    (await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
      (row) => row.template === 'account-notice',
    );

  /** Issue 9: the answer never tells an outsider which addresses belong to a driver. */
  async function expectSameAnswerAsNew(response: Response) {
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: MESSAGES.driverRequestServiceMessage,
    });
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.id, body.id))).toHaveLength(0);
  }

  it('answers the e-mail of a driver like a new application, stores nothing, and tells the address by e-mail', async () => {
    const response = await apply(application({ email: DEMO.driver.toUpperCase() }));
    await expectSameAnswerAsNew(response);
    const [notice] = await notices(DEMO.driver);
    expect(notice.subject).toBe('Votre demande de livreur Livra');
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, DEMO.driver))).toHaveLength(1);
  });

  it('answers the phone of a driver, however it is typed, like a new application', async () => {
    // The demo driver's phone is "+224 622 45 21 87".
    const input = application({ phone: '+224-622-452-187' });
    await expectSameAnswerAsNew(await apply(input));
    expect(await notices(input.email)).toHaveLength(1);
  });

  it('keeps a second copy of an application out', async () => {
    const input = application();
    expect((await apply(input)).status).toBe(201);
    await expectSameAnswerAsNew(await apply(input));
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, input.email))).toHaveLength(1);
  });

  it('stores exactly one of two simultaneous identical submissions, and answers all alike', async () => {
    const input = application();
    const statuses = (await Promise.all([apply(input), apply(input), apply(input)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 201, 201]);
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, input.email))).toHaveLength(1);
  });

  it('says "Erreur lors de la vérification" when the check itself fails, and stores nothing', async () => {
    const input = application();
    const spy = vi.spyOn(server.deps.db, 'select').mockImplementationOnce(() => {
      throw new Error('connexion perdue');
    });
    try {
      const response = await apply(input);
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toBe('Erreur lors de la vérification');
    } finally {
      spy.mockRestore();
    }
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, input.email))).toHaveLength(0);
  });

  it('leaves nothing behind when queuing the e-mails fails', async () => {
    const input = application();
    await server.deps.db.execute(sql`alter table email_outbox add constraint no_more_mail check (false) not valid`);
    try {
      const response = await apply(input);
      expect(response.status).toBe(500);
      expect(await errorOf(response)).toBe(MESSAGES.driverRequestCreateError);
    } finally {
      await server.deps.db.execute(sql`alter table email_outbox drop constraint no_more_mail`);
    }
    expect(await server.deps.db.select().from(drivers).where(eq(drivers.email, input.email))).toHaveLength(0);
  });
});

describe('driver page figures', () => {
  it('counts active verified drivers and delivered orders from stored data', async () => {
    const server = await createTestServer();
    try {
      const response = await server.request('/requests/driver-figures');
      expect(response.status).toBe(200);
      const figures = (await response.json()) as {
        deliveries: number;
        activeDrivers: number;
        averageRating: number | null;
      };
      const delivered = await server.deps.db.$count(orders, eq(orders.status, 'delivered'));
      expect(delivered).toBeGreaterThan(0);
      expect(figures.deliveries).toBe(delivered);
      expect(figures.activeDrivers).toBeGreaterThanOrEqual(1);
      expect(figures.averageRating === null || (figures.averageRating >= 0 && figures.averageRating <= 5)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
