import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOMER_MESSAGES, MESSAGES, UPLOAD_MESSAGES, shiftIsoDate, todayInGuinea } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realImage, tinyPng } from '@/test/images';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, newCustomer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function image(signature: number[], size = 256, name = 'photo.png', type = 'image/png') {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], name, { type });
}

function upload(cookie: string, file: File | string) {
  const form = new FormData();
  form.set('file', file);
  return server.request('/me/profile/photo', { method: 'POST', cookie, body: form });
}

const uploadedPath = (url: string) => join(server.config.dataDir, url);

describe('profile', () => {
  it('shows every role its own profile', async () => {
    const customer = await (await server.request('/me/profile', { cookie: await server.signIn(DEMO.customer) })).json();
    expect(customer).toMatchObject({ email: DEMO.customer, role: 'customer' });
    const driver = await (await server.request('/me/profile', { cookie: await server.signIn(DEMO.driver) })).json();
    expect(driver).toMatchObject({ email: DEMO.driver, role: 'driver' });
  });

  it('updates the given fields, leaves the others, and the session shows the new name', async () => {
    const { cookie } = await newCustomer(server, 'profil@example.gn');
    const response = await server.request('/me/profile', {
      method: 'PATCH',
      cookie,
      json: {
        name: 'Aïssatou Bah',
        phoneNumber: '+224 621 00 11 22',
        address: 'Kipé, Ratoma',
        dateOfBirth: '1994-06-15',
        gender: 'female',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Aïssatou Bah',
      phoneNumber: '+224 621 00 11 22',
      address: 'Kipé, Ratoma',
      dateOfBirth: '1994-06-15',
      gender: 'female',
    });

    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user.name).toBe('Aïssatou Bah');

    const partial = await server.request('/me/profile', { method: 'PATCH', cookie, json: { address: '' } });
    expect(await partial.json()).toMatchObject({
      name: 'Aïssatou Bah',
      address: null,
      gender: 'female',
      dateOfBirth: '1994-06-15',
    });
  });

  it('refuses bad input with a French 400 and changes nothing', async () => {
    const { cookie } = await newCustomer(server, 'profil-bad@example.gn', 'Fodé Keïta');
    const cases: [unknown, string][] = [
      [{ dateOfBirth: shiftIsoDate(todayInGuinea(), 1) }, CUSTOMER_MESSAGES.birthDateFuture],
      [{ dateOfBirth: '2001-02-30' }, CUSTOMER_MESSAGES.birthDateInvalid],
      [{ dateOfBirth: '1850-01-01' }, CUSTOMER_MESSAGES.birthDateInvalid],
      [{ dateOfBirth: shiftIsoDate(todayInGuinea(), -365 * 5) }, CUSTOMER_MESSAGES.tooYoung],
      [{ gender: 'robot' }, CUSTOMER_MESSAGES.genderInvalid],
      [{ name: ' ' }, MESSAGES.nameRequired],
      [{ name: 'A' }, MESSAGES.nameTooShort],
      [{ phoneNumber: 'appelez-moi' }, MESSAGES.phoneInvalid],
      [{ address: 'x'.repeat(301) }, 'Ce champ ne doit pas dépasser 300 caractères'],
    ];
    for (const [json, message] of cases) {
      const response = await server.request('/me/profile', { method: 'PATCH', cookie, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const malformed = await server.request('/me/profile', {
      method: 'PATCH',
      cookie,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await (await server.request('/me/profile', { cookie })).json()).name).toBe('Fodé Keïta');
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('/me/profile')).status).toBe(401);
  });
});

describe('profile photo', () => {
  it('stores the image, serves it, shows it in the session, and removes the previous one', async () => {
    const { cookie } = await newCustomer(server, 'photo@example.gn');
    const first = await upload(cookie, tinyPng('photo.png'));
    expect(first.status).toBe(200);
    const { profileImage } = await first.json();
    expect(profileImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(uploadedPath(profileImage))).toBe(true);
    const served = await server.app.request(profileImage);
    expect(served.status).toBe(200);

    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user.profileImage).toBe(profileImage);

    const second = await upload(cookie, await realImage('jpeg', { name: 'selfie.jpg' }));
    const next = (await second.json()).profileImage;
    expect(next).toMatch(/\.jpg$/);
    expect(existsSync(uploadedPath(next))).toBe(true);
    expect(existsSync(uploadedPath(profileImage))).toBe(false);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const { cookie } = await newCustomer(server, 'photo-bad@example.gn');
    const fake = new File(['<html>pas une image</html>'], 'photo.jpg', { type: 'image/jpeg' });
    const response = await upload(cookie, fake);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(UPLOAD_MESSAGES.fileType);
    expect((await (await server.request('/me/profile', { cookie })).json()).profileImage).toBeNull();
  });

  it('refuses images over 5 MB, and bodies over the 6 MB limit', async () => {
    const { cookie } = await newCustomer(server, 'photo-big@example.gn');
    const big = await upload(cookie, image(PNG, 5 * 1024 * 1024 + 1));
    expect(big.status).toBe(400);
    expect(await errorOf(big)).toBe(UPLOAD_MESSAGES.fileTooLarge);
    const huge = await upload(cookie, image(PNG, 7 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('refuses a missing or empty file, or a JSON body', async () => {
    const { cookie } = await newCustomer(server, 'photo-none@example.gn');
    const empty = await upload(cookie, new File([], 'vide.png', { type: 'image/png' }));
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe(UPLOAD_MESSAGES.fileMissing);
    const text = await upload(cookie, 'ceci est du texte');
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toBe(UPLOAD_MESSAGES.fileMissing);
    // The router refuses other content types before the route runs (415, never a 500).
    const json = await server.request('/me/profile/photo', { cookie, json: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});
