/**
 * The French catalogues of checks and refusals outside `MESSAGES` (`REQUEST_TEXTS`, `PARTNER_TEXTS`,
 * `CUSTOMER_MESSAGES`…) register here when their module loads, which a page does with the schema
 * whose checks it shows. The lazy English catalogue (`ui/en.ts`) translates a form's check through
 * the registered ones and their English twins: it never imports a schema module itself, so English
 * does not download zod (docs/decisions/009-languages.md).
 */
export const CHECK_CATALOGUE_NAMES = [
  'request',
  'partner',
  'partnerOps',
  'customer',
  'upload',
  'catalog',
  'search',
  'driverApp',
  'subscription',
] as const;
export type CheckCatalogueName = (typeof CHECK_CATALOGUE_NAMES)[number];

const registered = new Map<CheckCatalogueName, object>();
let version = 0;

/** Called by the module that defines a catalogue, once, as it loads. */
export function registerCheckCatalogue(name: CheckCatalogueName, french: object): void {
  if (registered.get(name) === french) return;
  registered.set(name, french);
  version++;
}

/** The catalogues loaded so far, and a number that changes when one is added. */
export function registeredCheckCatalogues(): { version: number; catalogues: [CheckCatalogueName, object][] } {
  return { version, catalogues: [...registered] };
}
