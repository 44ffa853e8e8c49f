import { z } from '@hono/zod-openapi';
import { atLeastOneField, MESSAGES } from '@livra/shared';

export const ErrorSchema = z
  .object({ error: z.string(), code: z.string().optional() })
  .openapi('Error');

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** The error answers every route may give, so the document is honest about them. */
export const errorResponses = {
  400: errorResponse('Données invalides'),
  401: errorResponse('Non connecté'),
  403: errorResponse('Rôle non autorisé'),
  404: errorResponse('Introuvable'),
  409: errorResponse('Conflit'),
  429: errorResponse('Trop de requêtes'),
} as const;

export function jsonContent<T extends z.ZodType>(schema: T, description = 'OK') {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** Every PATCH body: optional fields, at least one of them given (`{}` is a 400, not an empty update). */
export function patchBody<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return jsonBody(atLeastOneField(schema, MESSAGES.nothingToUpdate));
}

export const OkSchema = z.object({ ok: z.literal(true) });
export const MessageSchema = z.object({ message: z.string() });
