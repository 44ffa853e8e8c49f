import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '@/db/schema/index';
import type { Clock } from '@/lib/clock';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

/**
 * The system page's tests: one server for the file on a clock the test moves, the admin signed
 * in, and the calls they make. Fields are filled by the file's beforeAll.
 */
export function systemTestbed(clock: Clock) {
  const bed = { server: undefined as unknown as TestServer, admin: '', adminId: '' };
  async function get<T>(path: string, cookie = bed.admin): Promise<T> {
    const response = await bed.server.request(path, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json() as Promise<T>;
  }
  const post = (path: string, cookie = bed.admin) => bed.server.request(path, { cookie, method: 'POST' });
  /** The newest audit entry of an action. */
  const lastAudit = async (action: string) =>
    (
      await bed.server.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.createdAt))
    )[0];
  beforeAll(async () => {
    bed.server = await createTestServer({}, { clock });
    bed.admin = await bed.server.signIn(DEMO.admin);
    bed.adminId = (await (await bed.server.request('/auth/session', { cookie: bed.admin })).json()).user.id;
  });
  afterAll(() => bed.server?.close());
  return { bed, get, post, lastAudit };
}

export const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
