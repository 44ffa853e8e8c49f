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
