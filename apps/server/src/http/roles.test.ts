import { ROLES, type Role } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

/**
 * Walks the whole OpenAPI document: every operation says who may call it, and the
 * server refuses everyone else — so no later route can forget.
 */
const ROLE_ACCOUNTS: Record<Role, string> = {
  customer: DEMO.customer,
  partner: DEMO.partner,
  admin: DEMO.admin,
  driver: DEMO.driver,
};

interface Operation {
  method: string;
  path: string;
  roles: string[];
}

let server: TestServer;
let operations: Operation[];
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  server = await createTestServer();
  const document = (await (await server.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, roles: operation['x-roles'] ?? [] })),
  );
  for (const role of ROLES) cookies[role] = await server.signIn(ROLE_ACCOUNTS[role]);
});

afterAll(() => server?.close());

/** A concrete URL for a templated path: ids become a well-formed UUID nobody owns. */
function concrete(path: string) {
  return path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
}

function call(operation: Operation, cookie?: string) {
  const withBody = !['get', 'delete', 'head'].includes(operation.method);
  return server.request(concrete(operation.path), {
    method: operation.method.toUpperCase(),
    cookie,
    ...(withBody ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
  });
}

describe('roles over the whole API', () => {
  it('documents who may call every operation', () => {
    expect(operations.length).toBeGreaterThan(5);
    const allowed = new Set<string>(['public', 'authenticated', ...ROLES]);
    for (const operation of operations) {
      expect(operation.roles.length, `${operation.method} ${operation.path}`).toBeGreaterThan(0);
      for (const role of operation.roles) expect(allowed.has(role), `${operation.path}: ${role}`).toBe(true);
    }
  });

  // One request per operation and role: the back-office made it some 500 requests.
  it('answers 401 to an anonymous visitor on every non-public operation', { timeout: 120_000 }, async () => {
    for (const operation of operations.filter((o) => !o.roles.includes('public'))) {
      const response = await call(operation);
      expect(response.status, `${operation.method} ${operation.path}`).toBe(401);
      expect((await response.json()).error).toBe('Utilisateur non authentifié');
    }
  });

  it('answers 403 to every role an operation does not list', { timeout: 120_000 }, async () => {
    const restricted = operations.filter((o) => !o.roles.includes('public') && !o.roles.includes('authenticated'));
    for (const operation of restricted) {
      for (const role of ROLES.filter((r) => !operation.roles.includes(r))) {
        const response = await call(operation, cookies[role]);
        expect(response.status, `${role} → ${operation.method} ${operation.path}`).toBe(403);
      }
    }
  });

  it('lets each listed role through the role check', { timeout: 120_000 }, async () => {
    const restricted = operations.filter((o) => !o.roles.includes('public') && !o.roles.includes('authenticated'));
    for (const operation of restricted) {
      for (const role of operation.roles as Role[]) {
        const response = await call(operation, cookies[role]);
        const where = `${role} → ${operation.method} ${operation.path}`;
        expect(response.status, where).not.toBe(401);
        if (response.status === 403) expect((await response.json()).code, where).not.toBe('forbidden');
      }
    }
  });
});
