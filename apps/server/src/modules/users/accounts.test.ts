import { isWeakPassword } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/harness';
import { GENERATED_PASSWORD_LENGTH, generatePassword, hashPassword, insertAccount } from './accounts.service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('generated passwords', () => {
  it('are 12 characters with letters and digits, symbols for drivers, never weak', () => {
    for (let i = 0; i < 200; i++) {
      const plain = generatePassword();
      expect(plain).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{12}$/);
      expect(isWeakPassword(plain)).toBe(false);
      const driver = generatePassword(true);
      expect(driver).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(driver).toMatch(/[!@#$%&*?]/);
    }
  });
});

describe('an account created by an admin', () => {
  it('signs in with its generated password, must change it once, and keeps its own afterwards', async () => {
    const password = generatePassword();
    const passwordHash = await hashPassword(server.deps, password);
    await server.deps.db.transaction((tx) =>
      insertAccount(tx, {
        name: 'Mariama Bah',
        email: 'Mariama.Bah@exemple.gn',
        role: 'partner',
        passwordHash,
        mustChangePassword: true,
      }),
    );
    const cookie = await server.signIn('mariama.bah@exemple.gn', password);
    const session = await (await server.request('/auth/session', { cookie })).json();
    expect(session.user).toMatchObject({ role: 'partner', mustChangePassword: true, emailVerified: true });

    const changed = await server.request('/auth/password', {
      method: 'POST',
      cookie,
      json: { currentPassword: password, newPassword: 'Kaloum-Marche-2026' },
    });
    expect(changed.status).toBe(200);
    const again = await server.signIn('mariama.bah@exemple.gn', 'Kaloum-Marche-2026');
    const after = await (await server.request('/auth/session', { cookie: again })).json();
    expect(after.user.mustChangePassword).toBe(false);
  });

  it('refuses an address that already has an account, with the spec message', async () => {
    const passwordHash = await hashPassword(server.deps, generatePassword());
    await expect(
      server.deps.db.transaction((tx) =>
        insertAccount(tx, {
          name: 'X',
          email: 'CLIENT@livra.gn',
          role: 'partner',
          passwordHash,
          mustChangePassword: true,
        }),
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Un utilisateur avec cet email existe déjà' });
  });
});
