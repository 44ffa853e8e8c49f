/**
 * The requests of the fuzz sweep (fuzz.test.ts), generated from each operation of the
 * OpenAPI document: a plausible baseline (real ids in the path, a sample body), then one
 * malformed piece at a time — path ids, query parameters, headers, the body as a whole
 * and every field of it.
 */
import { HUGE_STRING, junk, MISSING_UUID, NUL, setAt, type Schema, type SchemaWalker } from './fuzz-schema';

export type Principal = 'anonymous' | 'customer' | 'partner' | 'driver' | 'admin';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  roles: string[];
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema };
}

export interface FuzzCase {
  operation: string;
  principal: Principal;
  label: string;
  method: string;
  /** Under /api, with the query string, exactly as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface OpenApiOperation {
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export function listOperations(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'] ?? [],
        parameters: operation.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      };
    }),
  );
}

/** Who calls an operation: anyone → a visitor, any signed-in user → the customer, else its first role. */
export function principalFor(operation: Operation): Principal {
  if (operation.roles.includes('public')) return 'anonymous';
  if (operation.roles.includes('authenticated')) return 'customer';
  return operation.roles[0] as Principal;
}

/** Raw (already percent-encoded) values for a path segment or a query parameter. */
const URL_TEXT: [string, string][] = [
  ['NUL', 'riz%00'],
  ['lone surrogates (WTF-8)', 'a%ED%B0%80%ED%A0%80b'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['100 kB string', HUGE_STRING],
];
const PATH_VALUES: [string, string][] = [
  ...URL_TEXT,
  ['not a UUID', 'not-a-uuid'],
  ['huge number', '1e20'],
  ['unknown UUID', MISSING_UUID],
];
const QUERY_VALUES: [string, string][] = [
  ...URL_TEXT,
  ['negative', '-1'],
  ['huge (1e20)', '1e20'],
  ['non-numeric', 'abc'],
  ['empty', ''],
];

/** Header values must be bytes, so no NUL nor surrogates here: only what a header can carry. */
const HEADER_VALUES: [string, string][] = [
  ['100 kB string', HUGE_STRING],
  ['not a UUID', 'not-a-uuid'],
  ['empty', ''],
  ['latin-1 text', 'clé-é'],
];

const JSON_ROOTS: [string, string | undefined, string][] = [
  ['invalid JSON', 'application/json', '{"name": '],
  ['raw NUL inside JSON', 'application/json', '{"name":"riz\u0000"}'],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[]'],
  ['JSON string', 'application/json', '"fuzz"'],
  ['JSON number out of range', 'application/json', '1e400'],
  ['empty object', 'application/json', '{}'],
  ['empty body', 'application/json', ''],
  ['deeply nested arrays', 'application/json', '['.repeat(5000) + ']'.repeat(5000)],
  ['text/plain', 'text/plain', '{}'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'name=riz%00'],
  ['no content type', undefined, '{}'],
];

const BOUNDARY = 'fuzzBoundary7MA4YWxk';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: string;
}

function multipart(parts: Part[], close = true): Uint8Array {
  const text =
    parts
      .map((part) => {
        const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
        const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
        return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n${part.content}\r\n`;
      })
      .join('') + (close ? `--${BOUNDARY}--\r\n` : '');
  // TextEncoder would turn a lone surrogate into U+FFFD: write its raw (WTF-8) bytes instead.
  const bytes = [...new TextEncoder().encode(text)];
  const marker = [...new TextEncoder().encode(WTF8_SURROGATE)];
  for (let at = indexOf(bytes, marker); at >= 0; at = indexOf(bytes, marker))
    bytes.splice(at, marker.length, 0xed, 0xa0, 0x80);
  return Uint8Array.from(bytes);
}

const WTF8_SURROGATE = '<lone-surrogate>';

function indexOf(bytes: number[], needle: number[]): number {
  return bytes.findIndex((_, at) => needle.every((byte, offset) => bytes[at + offset] === byte));
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const MULTIPART_ROOTS: [string, string | undefined, string | Uint8Array][] = [
  [
    'file that is not an image',
    MULTIPART,
    multipart([{ name: 'file', filename: 'photo.png', contentType: 'image/png', content: 'not an image' }]),
  ],
  [
    'NUL in the file name',
    MULTIPART,
    multipart([{ name: 'file', filename: 'a\u0000.png', contentType: 'image/png', content: 'x' }]),
  ],
  [
    'lone surrogate (WTF-8 bytes) in the file name',
    MULTIPART,
    multipart([{ name: 'file', filename: `${WTF8_SURROGATE}.png`, contentType: 'image/png', content: 'x' }]),
  ],
  ['text field instead of a file (NUL)', MULTIPART, multipart([{ name: 'file', content: NUL }])],
  ['text field instead of a file (lone surrogate)', MULTIPART, multipart([{ name: 'file', content: WTF8_SURROGATE }])],
  [
    '100 kB file of text',
    MULTIPART,
    multipart([{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', content: HUGE_STRING }]),
  ],
  ['another field only', MULTIPART, multipart([{ name: 'other', content: 'x' }])],
  ['no parts', MULTIPART, multipart([])],
  ['unclosed multipart', MULTIPART, multipart([{ name: 'file', filename: 'a.png', content: 'x' }], false)],
  ['multipart without boundary', 'multipart/form-data', 'garbage'],
  ['JSON instead of multipart', 'application/json', '{"file":"x"}'],
  ['no content type', undefined, 'garbage'],
];

/** Bodies for a POST/PATCH/PUT/DELETE that declares no body: garbage must change nothing. */
const BODYLESS_ROOTS: [string, string | undefined, string][] = [
  ['invalid JSON', 'application/json', '{"name": '],
  ['JSON null', 'application/json', 'null'],
  ['text/plain', 'text/plain', 'riz\u0000'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=b'],
];

export interface CaseContext {
  walker: SchemaWalker;
  random: () => number;
  /** Real ids for this operation's path parameters (a known-missing UUID when none is found). */
  pathIds: Record<string, string>;
}

export function casesFor(operation: Operation, { walker, random, pathIds }: CaseContext): FuzzCase[] {
  const principal = principalFor(operation);
  const byPlace = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);
  const uuid = () => randomUuid(random);

  const baseHeaders = () =>
    Object.fromEntries(
      byPlace('header')
        .filter((p) => p.required)
        .map((p) => [p.name, p.schema?.format === 'uuid' || /key/i.test(p.name) ? uuid() : 'fuzz']),
    );
  const baseQuery = () =>
    byPlace('query')
      .filter((p) => p.required)
      .map((p) => `${p.name}=${encodeURIComponent(String(walker.sample(p.schema ?? {}, p.name)))}`);
  const baseBody =
    operation.body?.contentType === 'application/json'
      ? JSON.stringify(walker.sample(operation.body.schema))
      : undefined;

  function make(
    label: string,
    change: {
      path?: Record<string, string>;
      query?: string[];
      headers?: Record<string, string>;
      body?: string | Uint8Array;
      contentType?: string | null;
    },
  ): FuzzCase {
    const path = operation.path.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => change.path?.[name] ?? pathIds[name] ?? MISSING_UUID,
    );
    const query = change.query ?? baseQuery();
    const headers: Record<string, string> = { ...baseHeaders(), ...change.headers };
    let body = change.body;
    let contentType = change.contentType;
    if (body === undefined && baseBody !== undefined)
      [body, contentType] = [baseBody, contentType ?? 'application/json'];
    if (contentType) headers['content-type'] = contentType;
    const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
    return { operation: operation.key, principal, label, method: operation.method, url, headers, body };
  }

  const cases: FuzzCase[] = [make('baseline', {})];
  for (const parameter of byPlace('path')) {
    for (const [label, raw] of PATH_VALUES)
      cases.push(make(`path ${parameter.name} ← ${label}`, { path: { [parameter.name]: raw } }));
  }
  for (const parameter of byPlace('query')) {
    const others = baseQuery().filter((pair) => !pair.startsWith(`${parameter.name}=`));
    const junkValue = encodeURIComponent(junk(random));
    const values: [string, string][] = [...QUERY_VALUES, ['junk', junkValue]];
    if (parameter.schema?.format === 'uuid') values.push(['not a UUID', 'not-a-uuid'], ['unknown UUID', MISSING_UUID]);
    for (const [label, raw] of values)
      cases.push(make(`query ${parameter.name} ← ${label}`, { query: [...others, `${parameter.name}=${raw}`] }));
    cases.push(
      make(`query ${parameter.name} repeated`, { query: [...others, `${parameter.name}=1`, `${parameter.name}=abc`] }),
    );
  }
  for (const parameter of byPlace('header')) {
    for (const [label, value] of HEADER_VALUES)
      cases.push(make(`header ${parameter.name} ← ${label}`, { headers: { [parameter.name]: value } }));
  }
  const hasBody = !['GET', 'HEAD'].includes(operation.method);
  if (operation.body?.contentType.startsWith('multipart/')) {
    for (const [label, contentType, body] of MULTIPART_ROOTS)
      cases.push(make(`body ← ${label}`, { body, contentType: contentType ?? null }));
  } else if (operation.body) {
    for (const [label, contentType, body] of JSON_ROOTS)
      cases.push(make(`body ← ${label}`, { body, contentType: contentType ?? null }));
    const sample = walker.sample(operation.body.schema);
    for (const place of walker.places(operation.body.schema)) {
      for (const mutation of [...place.values, { label: 'junk', value: junk(random) }]) {
        const body = JSON.stringify(setAt(sample, place.path, mutation.value));
        cases.push(make(`body.${place.path.join('.')} ← ${mutation.label}`, { body, contentType: 'application/json' }));
      }
    }
  } else if (hasBody) {
    for (const [label, contentType, body] of BODYLESS_ROOTS)
      cases.push(make(`unexpected body ← ${label}`, { body, contentType: contentType ?? null }));
  }
  return cases;
}

function randomUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A request as a reader can replay it: long runs of one character are shortened. */
export function describeCase(fuzzCase: FuzzCase): string {
  const shorten = (text: string) =>
    text.replace(/(.)\1{199,}/gs, (run, char: string) => `${char}…(${run.length} × ${JSON.stringify(char)})`);
  const body =
    fuzzCase.body === undefined
      ? ''
      : `\n    body: ${shorten(JSON.stringify(typeof fuzzCase.body === 'string' ? fuzzCase.body : new TextDecoder().decode(fuzzCase.body)))}`;
  const headers =
    Object.keys(fuzzCase.headers).length > 0 ? `\n    headers: ${shorten(JSON.stringify(fuzzCase.headers))}` : '';
  return `${fuzzCase.operation} as ${fuzzCase.principal} — ${fuzzCase.label}\n    ${fuzzCase.method} /api${shorten(fuzzCase.url)}${headers}${body}`;
}
