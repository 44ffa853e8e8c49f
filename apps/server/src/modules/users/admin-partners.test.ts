import { MESSAGES, REQUEST_TEXTS, UPLOAD_MESSAGES } from '@livra/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  businesses,
  businessTypeMenuTemplates,
  menuCategories,
  partnerProfiles,
  userProfiles,
  users,
} from '@/db/schema/index';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { tinyPng } from '@/test/images';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

let counter = 0;
function newPartner(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Mariama Barry',
    email: `mariama.barry.${Date.now()}.${counter}@exemple.gn`,
    phoneNumber: '+224 622 45 67 89',
    dateOfBirth: '1988-04-12',
    gender: 'female',
    bio: 'Cuisinière depuis vingt ans.',
    businessName: `Chez Mariama ${counter}`,
    businessTypeId: 3,
    businessPhone: '+224 622 45 67 90',
    businessEmail: 'contact@chezmariama.gn',
    businessDescription: 'Fruits et légumes frais du marché de Labé.',
    businessAddress: 'Marché central, Labé',
    address: 'Quartier Tata',
    city: 'Labé',
    postalCode: 'BP 12',
    country: 'Guinée',
    website: 'https://chezmariama.gn',
    socialMedia: 'facebook.com/chezmariama',
    isActive: true,
    isVerified: true,
    password: 'Fouta-Djallon-2026',
    confirmPassword: 'Fouta-Djallon-2026',
    ...overrides,
  };
}

const add = (json: unknown, cookie = admin) => server.request('/admin/partners', { cookie, json });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('POST /api/admin/partners', () => {
  it('creates the partner, their profile, their listed business and its menu categories', async () => {
    const input = newPartner();
    const response = await add(input);
    expect(response.status).toBe(201);
    const { userId, businessId, menuCategories: count } = await response.json();

    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({
      name: 'Mariama Barry',
      email: input.email,
      roleId: 2,
      phoneNumber: '+224 622 45 67 89',
      dateOfBirth: '1988-04-12',
      gender: 'female',
      address: 'Quartier Tata',
      isActive: true,
      isVerified: true,
      mustChangePassword: false,
    });
    const [extra] = await server.deps.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId));
    expect(extra).toMatchObject({
      bio: 'Cuisinière depuis vingt ans.',
      city: 'Labé',
      postalCode: 'BP 12',
      country: 'Guinée',
      website: 'https://chezmariama.gn',
      socialMedia: 'facebook.com/chezmariama',
    });
    const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business).toMatchObject({
      name: input.businessName,
      ownerId: userId,
      businessTypeId: 3,
      phone: '+224 622 45 67 90',
      email: 'contact@chezmariama.gn',
      address: 'Marché central, Labé',
      region: 'Labé',
      isActive: true,
      requestStatus: null,
      rating: 0,
      totalOrders: 0,
      logo: null,
    });
    const templates = await server.deps.db
      .select()
      .from(businessTypeMenuTemplates)
      .where(eq(businessTypeMenuTemplates.businessTypeId, 3))
      .orderBy(asc(businessTypeMenuTemplates.sortOrder));
    const categories = await server.deps.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.businessId, businessId))
      .orderBy(asc(menuCategories.sortOrder));
    expect(categories.map((c) => c.name)).toEqual(templates.map((t) => t.categoryName));
    expect(count).toBe(templates.length);

    const [entry] = await server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(entry).toMatchObject({
      action: 'partner.create',
      entity: 'user',
      data: { before: null, after: { email: input.email, role: 'partner', businessId } },
    });

    // The partner signs in with the password the admin chose, and keeps it.
    const partner = await server.signIn(input.email, 'Fouta-Djallon-2026');
    const session = await (await server.request('/auth/session', { cookie: partner })).json();
    expect(session.user).toMatchObject({ role: 'partner', mustChangePassword: false });
  });

  it('refuses passwords that differ, with the spec message, and a weak or short password', async () => {
    const mismatch = await add(newPartner({ confirmPassword: 'autre-chose-2026' }));
    expect(mismatch.status).toBe(400);
    expect(await errorOf(mismatch)).toBe(MESSAGES.passwordsDontMatch);
    const short = await add(newPartner({ password: 'abc12', confirmPassword: 'abc12' }));
    expect(await errorOf(short)).toBe(MESSAGES.passwordNewTooShort);
    const weak = await add(newPartner({ password: 'password123', confirmPassword: 'password123' }));
    expect(await errorOf(weak)).toBe(MESSAGES.passwordTooCommon);
  });

  it('names every missing required field', async () => {
    const response = await add({ password: 'Fouta-Djallon-2026', confirmPassword: 'Fouta-Djallon-2026' });
    expect(response.status).toBe(400);
    const message = await errorOf(response);
    for (const text of [
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneRequired,
      REQUEST_TEXTS.businessNameRequired,
      REQUEST_TEXTS.businessTypeRequired,
      MESSAGES.newPartnerBusinessPhoneRequired,
      MESSAGES.newPartnerBusinessEmailRequired,
      MESSAGES.newPartnerBusinessDescriptionRequired,
      MESSAGES.newPartnerBusinessAddressRequired,
    ])
      expect(message).toContain(text);
  });

  it('refuses an unknown business type and a taken e-mail, leaving nothing behind', async () => {
    const unknownType = await add(newPartner({ businessTypeId: 999 }));
    expect(unknownType.status).toBe(400);

    const before = await server.deps.db.select({ id: businesses.id }).from(businesses);
    const taken = await add(newPartner({ email: DEMO.customer, businessName: 'Jamais créé' }));
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe(MESSAGES.emailTaken);
    expect(await server.deps.db.select({ id: businesses.id }).from(businesses)).toHaveLength(before.length);
    expect(await server.deps.db.select().from(businesses).where(eq(businesses.name, 'Jamais créé'))).toHaveLength(0);
    expect(await server.deps.db.select().from(users).where(eq(users.email, DEMO.customer))).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    expect((await add(newPartner(), partner)).status).toBe(403);
  });
});

describe('POST /api/admin/partners/{id}/photo', () => {
  const upload = (id: string, file: File, cookie = admin) => {
    const form = new FormData();
    form.set('file', file);
    return server.request(`/admin/partners/${id}/photo`, { method: 'POST', cookie, body: form });
  };

  it('gives the new partner their photo, replaces it and audits it', async () => {
    const { userId } = await (await add(newPartner())).json();
    const first = await upload(userId, tinyPng('mariama.png'));
    expect(first.status).toBe(200);
    const { profileImage } = await first.json();
    expect(profileImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile.profileImage).toBe(profileImage);

    const second = await (await upload(userId, tinyPng('autre.png'))).json();
    expect(existsSync(join(server.config.dataDir, profileImage))).toBe(false);
    expect(existsSync(join(server.config.dataDir, second.profileImage))).toBe(true);
    const entries = await server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(entries.filter((entry) => entry.action === 'partner.photo')).toHaveLength(2);
  });

  it('refuses a file that is not an image, and a user who is not a partner', async () => {
    const { userId } = await (await add(newPartner())).json();
    const notImage = await upload(userId, new File(['<html></html>'], 'photo.png', { type: 'image/png' }));
    expect(notImage.status).toBe(400);
    expect(await errorOf(notImage)).toBe(UPLOAD_MESSAGES.fileType);

    const [customer] = await server.deps.db.select().from(users).where(eq(users.email, DEMO.customer));
    const refused = await upload(customer.id, tinyPng());
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toBe(MESSAGES.profileNotFound);
  });
});
