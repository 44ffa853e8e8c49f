import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { MAX_SHAPES, type PreparedName, prepared, preparedByShape } from './prepared';
import { users } from './schema/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A statement of the test's own, counting how often it is built. */
function userByEmail() {
  const counted = { builds: 0 };
  const statement = prepared('test_user_by_email' as PreparedName, (db, name) => {
    counted.builds++;
    return db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare(name);
  });
  return { statement, counted };
}

describe('a statement prepared per connection', () => {
  it('is built once for the database and runs each call with its own values', async () => {
    const { statement, counted } = userByEmail();
    for (const email of [DEMO.customer, DEMO.partner, DEMO.customer]) {
      expect(await statement(server.deps.db).execute({ email })).toEqual([{ email }]);
    }
    expect(counted.builds).toBe(1);
  });

  it("is built once per transaction's connection, and PostgreSQL's pooled connection keeps it", async () => {
    const { statement, counted } = userByEmail();
    for (const email of [DEMO.driver, DEMO.admin, DEMO.partner]) {
      await server.deps.db.transaction(async (tx) => {
        expect(await statement(tx).execute({ email })).toEqual([{ email }]);
        expect(await statement(tx).execute({ email: DEMO.customer })).toEqual([{ email: DEMO.customer }]);
      });
    }
    // The pool hands the connection just released to the next transaction; a PGlite
    // transaction is a new connection object each time.
    expect(counted.builds).toBe(server.deps.database.kind === 'postgres' ? 1 : 3);
  });

  it('is built for its call, unnamed, past the last shape of its family that is named', async () => {
    const names: string[] = [];
    const byShape = preparedByShape('test_by_shape' as PreparedName, (db, name, email: string) => {
      names.push(name);
      return db.select({ email: users.email }).from(users).where(eq(users.email, email)).prepare(name);
    });
    for (let shape = 0; shape <= MAX_SHAPES; shape++) {
      expect(await byShape(server.deps.db, `forme ${shape}`, DEMO.driver).execute()).toEqual([{ email: DEMO.driver }]);
    }
    expect(names.slice(0, MAX_SHAPES)).toEqual(Array.from({ length: MAX_SHAPES }, (_, n) => `test_by_shape_${n + 1}`));
    expect(names.slice(MAX_SHAPES)).toEqual(['']);
    // Each call of that shape builds its statement anew, with its own values.
    expect(await byShape(server.deps.db, `forme ${MAX_SHAPES}`, DEMO.admin).execute()).toEqual([{ email: DEMO.admin }]);
    expect(names.slice(MAX_SHAPES)).toEqual(['', '']);
  });
});
