import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

export const CATEGORIES = '/admin/content/categories';
export const TYPES = '/admin/content/business-types';

/** A test server with the admin signed in, and the calls the content tests make on it. */
export async function contentServer() {
  const server: TestServer = await createTestServer();
  const admin = await server.signIn(DEMO.admin);

  async function get<T>(path: string): Promise<T> {
    const response = await server.request(path, { cookie: admin });
    expect(response.status).toBe(200);
    return response.json() as Promise<T>;
  }

  const send = (method: string, path: string, json?: unknown, cookie = admin) =>
    server.request(path, { method, cookie, json });

  function auditOf(entity: string, entityId: string, action?: string) {
    return server.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, entity),
          eq(auditLog.entityId, entityId),
          action ? eq(auditLog.action, action) : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt));
  }

  /** What a visitor reads on /categories. */
  async function publicCategories(): Promise<{ id: string; name: string; link: string | null }[]> {
    return (await (await server.request('/categories')).json()).categories;
  }

  return { server, admin, get, send, auditOf, publicCategories };
}

export type ContentServer = Awaited<ReturnType<typeof contentServer>>;
