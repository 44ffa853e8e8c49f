import { MESSAGES, type Role } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

/**
 * Every PATCH of the API, with a body that changes nothing: a 400 that says so, never a 500
 * (`PATCH /api/cart {}` used to fail in the database) nor a silent 200. Walks the OpenAPI
 * document, so a PATCH added later is covered too.
 */
const ACCOUNTS: Record<Role, string> = {
  customer: DEMO.customer,
  partner: DEMO.partner,
  admin: DEMO.admin,
  driver: DEMO.driver,
};

let server: TestServer;
interface PathParameter {
  name: string;
  in: string;
  schema?: { type?: string };
}
let patches: { path: string; role: Role; integerParams: string[] }[];

beforeAll(async () => {
  server = await createTestServer();
  const document = (await (await server.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-roles'?: string[]; parameters?: PathParameter[] }>>;
  };
  patches = Object.entries(document.paths).flatMap(([path, methods]) =>
    // A route open to every signed-in user ('authenticated') is tried as a customer.
    methods.patch
      ? [
          {
            path,
            role: methods.patch['x-roles']!.find((r): r is Role => r in ACCOUNTS) ?? 'customer',
            integerParams: (methods.patch.parameters ?? [])
              .filter((p) => p.in === 'path' && p.schema?.type === 'integer')
              .map((p) => p.name),
          },
        ]
      : [],
  );
});
afterAll(() => server?.close());

describe('a PATCH that changes nothing', () => {
  it('is refused with a clear message on every operation', async () => {
    expect(patches.map((p) => p.path)).toContain('/cart');
    for (const { path, role, integerParams } of patches) {
      const cookie = await server.signIn(ACCOUNTS[role]);
      // Ids nobody owns: the empty body must be refused before anything is looked up.
      const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
        integerParams.includes(name) ? '999999' : '00000000-0000-4000-8000-000000000000',
      );
      const response = await server.request(url, { method: 'PATCH', cookie, json: {} });
      expect(response.status, `PATCH ${path}`).toBe(400);
      expect((await response.json()).error, `PATCH ${path}`).toBe(MESSAGES.nothingToUpdate);
    }
  });

  it('still applies a PATCH that changes one field', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const response = await server.request('/cart', { method: 'PATCH', cookie, json: { deliveryMethod: 'pickup' } });
    expect(response.status).toBe(200);
    expect((await response.json()).cart.deliveryMethod).toBe('pickup');
  });
});
