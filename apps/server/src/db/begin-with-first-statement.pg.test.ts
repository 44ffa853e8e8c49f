import { Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { userProfiles } from './schema/index';

// PostgreSQL only: on PGlite, Drizzle runs its own transactions, with no socket.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server?.close();
});

const nameOf = async (email: string) =>
  (await server.deps.db.select({ name: userProfiles.name }).from(userProfiles).where(eq(userProfiles.email, email)))[0]
    ?.name;

describe('a transaction on PostgreSQL', () => {
  it('sends its BEGIN in the same write as its first statement', async () => {
    const writes: string[] = [];
    const writev = Socket.prototype._writev;
    vi.spyOn(Socket.prototype, '_writev').mockImplementation(function (this: Socket, chunks, callback) {
      writes.push(Buffer.concat(chunks.map(({ chunk }) => Buffer.from(chunk))).toString('latin1'));
      return writev?.call(this, chunks, callback);
    });
    const answer = await server.deps.db.transaction((tx) =>
      tx.select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.email, DEMO.customer)),
    );
    expect(answer).toEqual([{ email: DEMO.customer }]);
    const first = writes.find((write) => write.includes('begin'));
    expect(first, 'a write holding BEGIN').toBeDefined();
    expect(first).toContain('from "user_profiles"');
  });

  it('holds its first statement: a failure after it undoes it', async () => {
    const before = await nameOf(DEMO.customer);
    const failed = server.deps.db.transaction(async (tx) => {
      await tx.update(userProfiles).set({ name: 'Jamais écrit' }).where(eq(userProfiles.email, DEMO.customer));
      throw new Error('refusé après la première écriture');
    });
    await expect(failed).rejects.toThrow('refusé après la première écriture');
    expect(await nameOf(DEMO.customer)).toBe(before);
  });

  it('leaves its connection ready for the next one when its first statement fails', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(server.deps.db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    }
    // More attempts than the pool has connections: each went back to the pool, usable.
    const written = await server.deps.db.transaction(async (tx) => {
      await tx.update(userProfiles).set({ name: 'Aïssatou Diallo' }).where(eq(userProfiles.email, DEMO.customer));
      return tx.select({ name: userProfiles.name }).from(userProfiles).where(eq(userProfiles.email, DEMO.customer));
    });
    expect(written).toEqual([{ name: 'Aïssatou Diallo' }]);
    expect(await nameOf(DEMO.customer)).toBe('Aïssatou Diallo');
  });
});
