import { z } from '@hono/zod-openapi';
import { atLeastOneField, MESSAGES } from '@livra/shared';

export const ErrorSchema = z.object({ error: z.string(), code: z.string().optional() }).openapi('Error');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/**
 * The error answers a route's own work may give: invalid input, something missing, a conflict.
 * Who may call (401, 403) and the rate limit (429) are not here: `defineRoute` derives them from the
 * route's `access` and `rateLimited`, so a public operation does not claim a 401 it never answers.
 */
export const errorResponses = {
  400: errorResponse('Données invalides'),
  404: errorResponse('Introuvable'),
  409: errorResponse('Conflit'),
} as const;

/**
 * What the app's shared middleware (app.ts) and the route's declared access may answer on any
 * operation, whatever the route declares: `defineRoute` adds these to every operation, so the
 * document lists them all.
 */
export function middlewareResponses(method: string, isPublic: boolean, rateLimited: boolean) {
  const changesState = method.toLowerCase() !== 'get';
  return {
    ...(isPublic ? {} : { 401: errorResponse('Non connecté'), 403: errorResponse('Rôle non autorisé') }),
    // refuseUnstorableText: a NUL (`%00`) in any URL, or in a body, is refused before the route.
    400: errorResponse(
      changesState
        ? 'JSON illisible, ou texte que la base ne peut pas enregistrer'
        : 'Texte que la base ne peut pas enregistrer',
    ),
    ...(changesState
      ? {
          403: errorResponse(
            isPublic ? "Requête venue d'un autre site" : "Rôle non autorisé, ou requête venue d'un autre site",
          ),
          413: errorResponse('Requête trop volumineuse'),
          415: errorResponse('Seul le JSON est accepté'),
        }
      : {}),
    // enforceLimit (lib/limits.ts): too many attempts from one address or for one e-mail.
    ...(rateLimited ? { 429: errorResponse('Trop de tentatives : réessayez plus tard') } : {}),
    500: errorResponse('Erreur du serveur'),
  };
}

/**
 * Names a schema as a reusable component of the OpenAPI document. Zod's own metadata rather than
 * `.openapi()`: that method exists only where @hono/zod-openapi patched zod, and the test runner
 * may load packages/shared's zod apart from it.
 */
export function component<T extends z.ZodType>(schema: T, name: string): T {
  return schema.meta({ id: name }) as T;
}

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
