import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, userProfiles, users } from '@/db/schema/index';
import { createTestServer, type TestServer } from '@/test/harness';
import { adminCookie, newDriverBody } from './admin-drivers.fixtures';
import { driverSignIn } from './testing';

const FAILING_NAME = 'Échec Simulé';

/**
 * The audit entry is the last write of a creation. A trigger makes it fail for one name: the
 * writes before it (account, credential, profile, driver) must be rolled back with it.
 */
async function failAuditFor(server: TestServer) {
  await server.deps.db.execute(
    sql.raw(`
    create or replace function test_fail_driver_audit() returns trigger language plpgsql as $$
    begin
      if new.data -> 'after' ->> 'name' = '${FAILING_NAME}' then raise exception 'panne simulée'; end if;
      return new;
    end $$`),
  );
  await server.deps.db.execute(
    sql.raw(`
    create trigger test_fail_driver_audit before insert on audit_log
      for each row execute function test_fail_driver_audit();`),
  );
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await adminCookie(server);
  await failAuditFor(server);
});
afterAll(() => server?.close());

describe('adding a driver is one transaction', () => {
  it('leaves neither account nor driver behind when a step fails, and the same form then succeeds', async () => {
    const body = newDriverBody({ name: FAILING_NAME });
    const failed = await server.request('/admin/drivers', { cookie: admin, json: body });
    expect(failed.status).toBe(500);
    const { db } = server.deps;
    expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.email, body.email))).toHaveLength(0);
    expect(await db.select().from(drivers).where(eq(drivers.email, body.email))).toHaveLength(0);
    expect((await driverSignIn(server, body.email, body.password)).status).toBe(401);

    const retried = await server.request('/admin/drivers', { cookie: admin, json: { ...body, name: 'Ibrahima Sow' } });
    expect(retried.status).toBe(201);
  });
});
