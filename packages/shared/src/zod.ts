import { z } from 'zod';
import { CHECK_MESSAGES } from './messages-checks';

// Generic zod errors in French, for the rules the spec gives no words for.
z.config(z.locales.fr());

export { z };

/** A trimmed string with a French "required" message and a length cap (over-long input is refused). */
export function requiredText(required: string, max = 200) {
  return z.string({ error: required }).trim().min(1, required).max(max, CHECK_MESSAGES.fieldTooLong(max));
}

export function optionalText(max = 500) {
  return z.string().trim().max(max, CHECK_MESSAGES.fieldTooLong(max)).optional();
}

export const uuid = (message = 'Identifiant invalide') => z.uuid({ error: message });

/**
 * For PATCH bodies, whose fields are all optional: one that names no field changes nothing, and
 * is refused with `message` (MESSAGES.nothingToUpdate) rather than applied as an empty update.
 * Wrap the schema where it is used as a body: `.pick()` refuses a refined object, and web forms
 * pick from these schemas. (The message is passed in so this file stays free of the catalogue.)
 */
export function atLeastOneField<T extends z.ZodType<Record<string, unknown>>>(schema: T, message: string) {
  return schema.refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: message,
    // Only a body otherwise valid is "empty": a refused field (an unknown key…) says enough.
    when: (payload) => payload.issues.length === 0,
  });
}

// --- Response shapes: the API's answers are declared with these and checked in the tests. ---

/** An instant as the API writes it (`Date.toISOString()`). */
export const timestamp = () => z.iso.datetime({ offset: true });
/** An amount of GNF: always a whole number. */
export const gnf = () => z.number().int();
/** A page of a list, as every paginated operation answers it. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
