/**
 * JSON-schema walking for the fuzz sweep (fuzz.test.ts): a valid-looking sample of a
 * schema, and the malformed values to put, one at a time, in each place of it.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
export const NUL = 'riz\u0000';
/** A low surrogate with nothing before it, then a high one with nothing after it. */
export const LONE_SURROGATES = 'a\udc00\ud800b';
export const HUGE_STRING = 'a'.repeat(100_000);

/** A deterministic generator (mulberry32), so a failure replays the same way every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Odd but well-formed text: control characters, emoji, right-to-left marks, SQL and HTML bits. */
const JUNK = [
  '\u0001\u001f',
  '🍲🛵',
  '\u202eabc',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '\\u0000',
  '${x}',
  '\uffff',
  '\r\n\r\n',
];

export function junk(random: () => number): string {
  return JUNK[Math.floor(random() * JUNK.length)] + JUNK[Math.floor(random() * JUNK.length)];
}

export class SchemaWalker {
  constructor(
    private readonly document: { components?: { schemas?: Record<string, Schema> } },
    /** A real id for a uuid field of this name, when the sweep knows one. */
    private readonly idFor: (name: string) => string = () => MISSING_UUID,
  ) {}

  resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return this.resolve(this.document.components?.schemas?.[name] ?? {});
  }

  /** The schema itself, or its first alternative that is not `null`. */
  private main(schema: Schema): Schema {
    const resolved = this.resolve(schema);
    const alternatives = resolved.anyOf ?? resolved.oneOf;
    const chosen = alternatives?.find((a) => this.resolve(a).type !== 'null') ?? alternatives?.[0];
    if (chosen) return this.main(chosen);
    if (resolved.allOf)
      return resolved.allOf.map((part) => this.resolve(part)).reduce((all, part) => mergeObjects(all, part), {});
    return resolved;
  }

  typeOf(schema: Schema): string | undefined {
    const { type, enum: values, properties } = this.main(schema);
    const types = Array.isArray(type) ? type : type ? [type] : [];
    return types.find((t) => t !== 'null') ?? (values ? typeof values[0] : properties ? 'object' : undefined);
  }

  /** A value the schema accepts, as well as a generic walker can guess. */
  sample(schema: Schema, name = ''): unknown {
    const main = this.main(schema);
    const meaningful = main.enum?.filter((value) => value !== null && value !== '');
    if (meaningful?.length) return meaningful[0];
    switch (this.typeOf(main)) {
      case 'object':
        return Object.fromEntries(
          Object.entries(main.properties ?? {}).map(([key, child]) => [key, this.sample(child, key)]),
        );
      case 'array':
        return Array.from({ length: Math.max(1, main.minItems ?? 1) }, () => this.sample(main.items ?? {}, name));
      case 'integer':
      case 'number':
        return sampleNumber(main);
      case 'boolean':
        return true;
      case 'string':
        return this.sampleString(main, name);
      default:
        return 'fuzz';
    }
  }

  private sampleString(schema: Schema, name: string): string {
    if (schema.format === 'uuid') return this.idFor(name);
    if (schema.format === 'email') return 'fuzz@example.com';
    if (schema.format === 'uri') return 'https://example.com/';
    if (schema.format === 'date-time') return '2030-01-01T12:00:00.000Z';
    if (schema.format === 'date') return '2030-01-01';
    if (schema.format === 'binary') return 'fuzz';
    const byName = SAMPLES_BY_NAME.find(([pattern]) => pattern.test(name));
    if (byName) return byName[1];
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const fit = ['12:00', '2030-01-01', 'fuzz', '1', 'ABC-123'].find((candidate) => pattern.test(candidate));
      if (fit) return fit;
    }
    return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
  }

  /**
   * Every place of a sample (as a path of keys) with the malformed values to try there.
   * A sibling with the very schema of an earlier one (the seven days of opening hours)
   * runs the same code: it only gets the text PostgreSQL cannot store, to keep the sweep short.
   */
  places(schema: Schema, path: (string | number)[] = [], onlyText = false): Place[] {
    const main = this.main(schema);
    const type = this.typeOf(main);
    const values = mutationsFor(type, main).filter((m) => !onlyText || UNSTORABLE_TEXT.includes(m));
    const here = path.length > 0 && values.length > 0 ? [{ path, values }] : [];
    if (type === 'object') {
      const walked = new Set<string>();
      return [
        ...here,
        ...Object.entries(main.properties ?? {}).flatMap(([key, child]) => {
          const shape = JSON.stringify(this.resolve(child));
          const repeated = walked.has(shape);
          walked.add(shape);
          return this.places(child, [...path, key], onlyText || repeated);
        }),
      ];
    }
    if (type === 'array' && main.items) return [...here, ...this.places(main.items, [...path, 0], onlyText)];
    return here;
  }
}

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** Fields whose rules the document cannot show (refinements): a value they accept, by name. */
const SAMPLES_BY_NAME: [RegExp, string][] = [
  [/email|^to$/i, 'fuzz@example.com'],
  [/phone/i, '+224 622 00 00 00'],
  [/dateOfBirth/, '1990-05-17'],
  [/^date$/, tomorrow],
  [/_at$|estimated/, '2030-01-01T12:00:00.000Z'],
  [/deliveryTime/, '30-45 min'],
  [/password/i, 'Fuzz-pass-1234'],
];

export interface Mutation {
  label: string;
  value: unknown;
}

interface Place {
  path: (string | number)[];
  values: Mutation[];
}

const UNSTORABLE_TEXT: Mutation[] = [
  { label: 'NUL', value: NUL },
  { label: 'lone surrogates', value: LONE_SURROGATES },
];

/** The malformed values for one field, chosen by what the field should hold. */
function mutationsFor(type: string | undefined, schema: Schema): Mutation[] {
  const notAnObject: Mutation[] = [
    { label: 'null', value: null },
    { label: 'array', value: [] },
  ];
  switch (type) {
    case 'string': {
      const strings: Mutation[] = [
        ...UNSTORABLE_TEXT,
        { label: '100 kB string', value: HUGE_STRING },
        { label: 'huge number', value: 1e20 },
        ...notAnObject,
      ];
      if (schema.format === 'uuid')
        strings.push({ label: 'not a UUID', value: 'not-a-uuid' }, { label: 'unknown UUID', value: MISSING_UUID });
      if (schema.enum) strings.push({ label: 'unknown enum value', value: 'zzz' });
      return strings;
    }
    case 'integer':
    case 'number':
      return [
        { label: 'negative', value: -1 },
        { label: 'huge (1e20)', value: 1e20 },
        { label: 'fraction', value: 0.5 },
        { label: 'non-numeric string', value: 'abc' },
        ...notAnObject,
      ];
    case 'boolean':
      return [{ label: 'string', value: 'true' }, { label: 'number', value: 1 }, ...notAnObject];
    case 'array':
      return [
        { label: 'null', value: null },
        { label: 'object', value: {} },
        { label: 'string', value: NUL },
        { label: 'array of null', value: [null] },
      ];
    default:
      return [{ label: 'string', value: NUL }, { label: 'number', value: 1e20 }, ...notAnObject];
  }
}

function sampleNumber(schema: Schema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
}

function mergeObjects(a: Schema, b: Schema): Schema {
  return { ...a, ...b, properties: { ...a.properties, ...b.properties } };
}

/** A copy of `value` with `replacement` at `path` (keys and array indexes). */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}
