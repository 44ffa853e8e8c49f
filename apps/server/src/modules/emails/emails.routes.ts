import { z } from '@hono/zod-openapi';
import {
  EMAIL_PAYLOAD_SCHEMAS,
  EMAIL_STATUSES,
  EMAIL_TYPE_LABELS,
  EMAIL_TYPES,
  emailRecipientSchema,
  type EmailType,
} from '@livra/shared';
import { createRouter, defineRoute } from '@/http/router';
import { errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import * as service from './emails.service';

const tags = ['E-mails'];

const SentSchema = z
  .object({ success: z.literal(true), id: z.uuid(), status: z.enum(EMAIL_STATUSES) })
  .openapi('EmailQueued');

const OutboxSummarySchema = z
  .object({
    id: z.uuid(),
    template: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(EMAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('EmailOutboxSummary');

const OutboxMessageSchema = OutboxSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  payload: z.record(z.string(), z.unknown()),
}).openapi('EmailOutboxMessage');

const OutboxPageSchema = z
  .object({
    messages: z.array(OutboxSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('EmailOutboxPage');

const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional().openapi({
    description: 'Même clé, même e-mail : une requête répétée ne met pas un second message en file.',
  }),
});

export const emailsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/emails/outbox',
      access: ['admin'],
      tags,
      summary: "File d'envoi des e-mails, du plus récent au plus ancien (10 par page)",
      request: {
        query: z.object({
          status: z.enum(EMAIL_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
      },
      responses: { 200: jsonContent(OutboxPageSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.listOutbox(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/emails/outbox/{id}',
      access: ['admin'],
      tags,
      summary: 'Un e-mail avec son HTML et son texte (lisible même sans SMTP)',
      request: { params: z.object({ id: z.uuid({ error: 'Identifiant invalide' }) }) },
      responses: { 200: jsonContent(OutboxMessageSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.getOutboxMessage(c.get('deps').db, c.req.valid('param').id), 200),
  );

/**
 * One route per transactional e-mail of spec 02 §7 (`POST /api/emails/request-confirmation`…),
 * each validating its own payload; they power the admin "Test d'emails" page.
 */
function sendRoute<T extends EmailType>(type: T) {
  const body = EMAIL_PAYLOAD_SCHEMAS[type].extend(emailRecipientSchema.shape);
  return defineRoute({
    method: 'post',
    path: `/emails/${type}`,
    access: ['admin'],
    tags,
    summary: `Envoyer : ${EMAIL_TYPE_LABELS[type]}`,
    description:
      'Met l’e-mail en file d’envoi. `to` remplace le destinataire (par défaut `user_email`, ou tous les administrateurs pour une notification administrateur).',
    request: { body: jsonBody(body), headers: IdempotencyHeaders },
    responses: { 200: jsonContent(SentSchema, 'E-mail mis en file'), ...errorResponses },
  });
}

for (const type of EMAIL_TYPES) {
  emailsRoutes.openapi(sendRoute(type), async (c) => {
    const result = await service.sendEmail(
      c.get('deps'),
      type,
      c.req.valid('json') as service.SendBody<typeof type>,
      c.req.valid('header')['idempotency-key'],
    );
    return c.json({ success: true as const, ...result }, 200);
  });
}
