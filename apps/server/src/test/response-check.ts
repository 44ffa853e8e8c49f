import { gunzipSync } from 'node:zlib';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { ErrorSchema } from '@/http/schemas';

/** What the router declares of one operation: its path as a pattern, and each status's schemas by media type. */
interface Operation {
  name: string;
  method: string;
  pattern: RegExp;
  /** Path parameters: a literal segment wins over a parameter (`/orders/summary` before `/orders/{id}`). */
  parameters: number;
  responses: Record<string, Record<string, ZodType | undefined> | undefined>;
}

/** Paths under /api that are pages or documents, not API operations. */
const NOT_OPERATIONS = [/^\/openapi\.json$/, /^\/docs(\/|$)/];

/**
 * Checks every answer the test harness sees against the OpenAPI declaration of its operation,
 * read from the router's registry (zod schemas, so zod validates): the status must be declared,
 * and a JSON body must match the schema declared for that status. Throws an Error that names
 * the operation, the status and the zod issues, so the test that made the request fails there.
 */
export function createResponseChecker(registry: OpenAPIHono['openAPIRegistry']) {
  const operations = registry.definitions
    .flatMap((definition) => (definition.type === 'route' ? [toOperation(definition.route)] : []))
    .sort((a, b) => a.parameters - b.parameters);

  return async function checkResponse(method: string, url: string, response: Response): Promise<void> {
    const path = new URL(url, 'http://test').pathname;
    if (NOT_OPERATIONS.some((pattern) => pattern.test(path))) return;
    const operation = operations.find(
      (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(path),
    );
    const name = operation?.name ?? `${method.toUpperCase()} ${path} (aucune opération déclarée)`;
    // An undeclared path or method is answered by the catch-all: a 404 in the Error shape.
    const declared = operation
      ? operation.responses[response.status]
      : response.status === 404
        ? { 'application/json': ErrorSchema }
        : undefined;
    if (!declared) {
      const statuses = operation ? Object.keys(operation.responses).join(', ') : '404';
      throw new Error(
        `${name} answered ${response.status}, a status it does not declare (declared: ${statuses}).\n${await bodyOf(response)}`,
      );
    }
    const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (Object.keys(declared).length === 0) return;
    if (!(mediaType in declared)) {
      throw new Error(
        `${name} answered ${response.status} as '${mediaType}', declared: ${Object.keys(declared).join(', ')}.`,
      );
    }
    const schema = declared[mediaType];
    if (mediaType !== 'application/json' || !schema) return;
    const body: unknown = JSON.parse(await textOf(response));
    const result = schema.safeParse(body);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `  - ${issue.path.join('.') || '(racine)'}: ${issue.message}`)
        .join('\n');
      throw new Error(
        `${name} answered ${response.status} with a body that does not match its declared schema:\n${issues}\nbody: ${truncate(JSON.stringify(body))}`,
      );
    }
  };
}

interface DeclaredRoute {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | unknown>;
}

function toOperation(route: DeclaredRoute): Operation {
  const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  const responses: Operation['responses'] = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const content = (response as { content?: Record<string, { schema?: unknown }> }).content ?? {};
    responses[status] = Object.fromEntries(
      Object.entries(content).map(([mediaType, media]) => [mediaType, isZod(media.schema) ? media.schema : undefined]),
    );
  }
  return {
    name: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method,
    pattern: new RegExp(`^${pattern}$`),
    parameters: (route.path.match(/\{/g) ?? []).length,
    responses,
  };
}

function isZod(schema: unknown): schema is ZodType {
  return typeof (schema as ZodType | undefined)?.safeParse === 'function';
}

async function bodyOf(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('application/json') || type.startsWith('text/plain')
    ? `body: ${truncate(await textOf(response))}`
    : '';
}

/** The body as the client reads it: cached catalog answers are sent already gzipped (encodeJson). */
async function textOf(response: Response) {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  return (response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

function truncate(text: string, max = 600) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
