import { z } from 'zod';

// Generic zod errors in French, for the rules the spec gives no words for.
z.config(z.locales.fr());

export { z };

/** A trimmed string with a French "required" message and a length cap (over-long input is refused). */
export function requiredText(required: string, max = 200) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères`);
}

export function optionalText(max = 500) {
  return z.string().trim().max(max, `Ce champ ne doit pas dépasser ${max} caractères`).optional();
}

export const uuid = (message = 'Identifiant invalide') => z.uuid({ error: message });

// --- Response shapes: the API's answers are declared with these and checked in the tests. ---

/** An instant as the API writes it (`Date.toISOString()`). */
export const timestamp = () => z.iso.datetime({ offset: true });
/** An amount of GNF: always a whole number. */
export const gnf = () => z.number().int();
/** A page of a list, as every paginated operation answers it. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
