import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/config';
import { createTestServer, type TestServer } from '@/test/harness';

/**
 * The OpenAPI document as tools read it (docs/decisions/014-api-document.md): Redocly's lint passes
 * with no problem at all, and a client generated from it by openapi-typescript type-checks.
 */
const run = promisify(execFile);
const REDOCLY = join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const TSC = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
// No telemetry or update check: the lint runs with no internet.
const OFFLINE = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-roles': string[];
}
interface Document {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

let server: TestServer;
let document: Document;
let dir: string;
let documentFile: string;

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, ...operation })),
  );

beforeAll(async () => {
  server = await createTestServer();
  document = (await (await server.request('/openapi.json')).json()) as Document;
  dir = mkdtempSync(join(tmpdir(), 'livra-openapi-'));
  documentFile = join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('names every operation once, camelCase and verb first, with a short summary and a declared tag', () => {
    const declaredTags = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const tag of document.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
    const seen = new Map<string, string>();
    for (const operation of operations()) {
      expect(operation.operationId, operation.where).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)*$/);
      const id = operation.operationId!;
      expect(seen.get(id), `${id}: ${operation.where}`).toBeUndefined();
      seen.set(id, operation.where);
      // A short line naming the operation; rules and limits go in its description.
      expect(operation.summary?.length, operation.where).toBeGreaterThan(0);
      expect(operation.summary!.length, `${operation.where}: ${operation.summary}`).toBeLessThanOrEqual(80);
      expect(operation.tags?.length, operation.where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declaredTags.has(tag), `${operation.where}: ${tag}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('derives security and the 401/403 answers from who may call each operation', () => {
    expect(document.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    for (const operation of operations()) {
      const isPublic = operation['x-roles'].includes('public');
      expect(operation.security, operation.where).toEqual(isPublic ? [] : [{ session: [] }]);
      if (!isPublic)
        expect(Object.keys(operation.responses), operation.where).toEqual(expect.arrayContaining(['401', '403']));
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        operation.where,
      ).toBe(true);
    }
    const listBusinesses = operations().find((operation) => operation.operationId === 'listBusinesses');
    expect(Object.keys(listBusinesses?.responses ?? {})).not.toContain('401');
  });

  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        REDOCLY,
        'lint',
        documentFile,
        '--config',
        join(REPO_ROOT, 'redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '1000',
      ],
      { env: OFFLINE, maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(problems).toEqual([]);
  });

  it('generates a client (openapi-typescript) that type-checks, with the shapes the routes declare', async () => {
    const types = await openapiTS(document as unknown as OpenAPI3, { silent: true });
    writeFileSync(join(dir, 'api.ts'), types);
    const ids = operations().map((operation) => operation.operationId);
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { components, operations, paths } from './api.js';

// Every operationId is an operation of the generated client.
export const ids = ${JSON.stringify(ids)} as const satisfies readonly (keyof operations)[];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type PlaceOrder = Json<operations['placeOrder']['requestBody']>;
export const order: PlaceOrder = { deliveryMethod: 'pickup' };
// @ts-expect-error a delivery method the API does not know
export const wrongOrder: PlaceOrder = { deliveryMethod: 'drone' };

export const refusal: Json<operations['placeOrder']['responses'][401]> = { error: 'Utilisateur non authentifié', code: 'unauthenticated' };
export const error: components['schemas']['Error'] = refusal;

type Venue = Json<paths['/reservations/venues/{id}']['get']['responses'][200]>;
export const venueName = (venue: Venue): string => venue.name;
export const cancel: keyof paths['/me/reservations/{id}/cancel'] = 'post';
// @ts-expect-error the old, ambiguous path is gone
export const oldCancel: keyof paths['/reservations/{id}/cancel'] = 'post';
// @ts-expect-error a public operation does not answer 401
export const publicRefusal: operations['listBusinesses']['responses'][401] = refusal;
`,
    );
    const check = await run(
      process.execPath,
      [
        TSC,
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--types',
        '',
        join(dir, 'client.ts'),
      ],
      { cwd: dir },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(check.stdout).toBe('');
  });
});
