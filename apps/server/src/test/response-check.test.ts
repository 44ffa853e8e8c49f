import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter, defineRoute } from '@/http/router';
import { errorResponses, jsonContent } from '@/http/schemas';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json';
import { createResponseChecker } from './response-check';

const Thing = z.object({ id: z.uuid(), price: z.number().int() });
const ID = '00000000-0000-4000-8000-000000000000';

/** A tiny API whose handlers answer whatever the test puts in `answer`. */
function apiAnswering(answer: { status: number; body: unknown }) {
  const api = createRouter()
    .openapi(
      defineRoute({
        method: 'get',
        path: '/things/{id}',
        operationId: 'getThing',
        access: ['public'],
        tags: ['Système'],
        request: { params: z.object({ id: z.string() }) },
        responses: { 200: jsonContent(Thing), ...errorResponses },
      }),
      // Answers outside the declared types on purpose: the checker is what must catch them.
      (c) => c.json(answer.body as never, answer.status as 200),
    )
    .openapi(
      defineRoute({
        method: 'get',
        path: '/cached-things',
        operationId: 'listCachedThings',
        access: ['public'],
        tags: ['Système'],
        responses: { 200: jsonContent(z.object({ items: z.array(Thing) })) },
      }),
      // Like the catalog: the answer is serialized and gzipped once, then sent as it is.
      (c) => sendEncodedJson(c, encodeJson(answer.body as { items: z.infer<typeof Thing>[] })),
    );
  api.get('/openapi.json', (c) => c.json({ openapi: '3.1.0' }));
  api.notFound((c) => c.json({ error: 'Introuvable', code: 'not_found' }, 404));
  const check = createResponseChecker(api.openAPIRegistry);
  return async (method: string, path: string, headers: Record<string, string> = {}) =>
    check(method, path, await api.request(path, { method, headers }));
}

describe('the harness response check', () => {
  it('accepts an answer that matches its operation', async () => {
    const call = apiAnswering({ status: 200, body: { id: ID, price: 15000 } });
    await expect(call('GET', `/things/${ID}?x=1`)).resolves.toBeUndefined();
  });

  it('names the operation, the status and the zod issues of a body that does not match', async () => {
    const call = apiAnswering({ status: 200, body: { id: 'not-a-uuid', price: 1.5 } });
    const error = await call('GET', `/things/${ID}`).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^GET \/things\/\{id\} answered 200 with a body that does not match/);
    expect((error as Error).message).toContain('- id:');
    expect((error as Error).message).toContain('- price:');
  });

  it('refuses a status the operation does not declare', async () => {
    const call = apiAnswering({ status: 418, body: { error: 'Théière', code: 'teapot' } });
    await expect(call('GET', `/things/${ID}`)).rejects.toThrow(
      /GET \/things\/\{id\} answered 418, a status it does not declare/,
    );
  });

  it('checks declared error answers against the Error shape', async () => {
    const call = apiAnswering({ status: 404, body: { message: 'pas là' } });
    await expect(call('GET', `/things/${ID}`)).rejects.toThrow(
      /answered 404 with a body that does not match[\s\S]*- error:/,
    );
  });

  it('documents the middleware answers on every operation (500 always; 413, 415 on changes)', async () => {
    const call = apiAnswering({ status: 500, body: { error: 'Erreur', code: 'internal_error' } });
    await expect(call('GET', `/things/${ID}`)).resolves.toBeUndefined();
  });

  it('lets an unknown path answer only the catch-all 404, and skips the documents', async () => {
    const call = apiAnswering({ status: 200, body: {} });
    await expect(call('GET', '/nowhere')).resolves.toBeUndefined();
    await expect(call('POST', `/things/${ID}`)).resolves.toBeUndefined();
    await expect(call('GET', '/openapi.json')).resolves.toBeUndefined();
  });

  it('reads a pre-gzipped answer as the client does, and checks it', async () => {
    const things = Array.from({ length: 40 }, () => ({ id: ID, price: 15000 }));
    const gzip = { 'accept-encoding': 'gzip' };
    const right = apiAnswering({ status: 200, body: { items: things } });
    await expect(right('GET', '/cached-things', gzip)).resolves.toBeUndefined();
    const wrong = apiAnswering({ status: 200, body: { items: things.map((thing) => ({ ...thing, price: 'cher' })) } });
    await expect(wrong('GET', '/cached-things', gzip)).rejects.toThrow(
      /GET \/cached-things answered 200 with a body that does not match/,
    );
  });
});
