import { z } from '@hono/zod-openapi';
import {
  EMAIL_PAYLOAD_SCHEMAS,
  EMAIL_STATUSES,
  EMAIL_TYPE_LABELS,
  EMAIL_TYPES,
  emailRecipientSchema,
  EMAIL_TEST_TEXTS,
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
  type EmailType,
} from '@livra/shared';
import { createRouter, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import * as service from './emails.service';

const tags = ['E-mails'] as const;

const SentSchema = z
  .object({ success: z.literal(true), id: z.uuid(), status: z.enum(EMAIL_STATUSES) })
  .openapi('EmailQueued');

const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional().openapi({
    description: 'Même clé, même e-mail : une requête répétée ne met pas un second message en file.',
  }),
});

const OutboxPageSchema = component(outboxPageSchema, 'EmailOutboxPage');
const OutboxMessageSchema = component(outboxMessageSchema, 'EmailOutboxMessage');

export const emailsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/emails/outbox',
      operationId: 'listOutboxEmails',
      access: ['admin'],
      tags,
      summary: "La boîte d'envoi",
      description:
        'Chaque e-mail envoyé, conservé (sans SMTP) ou en échec, du plus récent au plus ancien, 10 par page, filtré par statut, modèle et destinataire.',
      request: { query: outboxQuerySchema },
      responses: { 200: jsonContent(OutboxPageSchema), ...errorResponses },
    }),
    async (c) => {
      const { page, pageSize, ...filter } = c.req.valid('query');
      return c.json(await service.listOutbox(c.get('deps').db, filter, page, pageSize), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/emails/outbox/{id}',
      operationId: 'getOutboxEmail',
      access: ['admin'],
      tags,
      summary: 'Un e-mail avec son HTML et son texte (lisible même sans SMTP)',
      request: { params: z.object({ id: z.uuid({ error: EMAIL_TEST_TEXTS.idInvalid }) }) },
      responses: { 200: jsonContent(OutboxMessageSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.getOutboxMessage(c.get('deps'), c.req.valid('param').id), 200),
  );

/** Each send operation's name, stable for generated clients (typed complete over EMAIL_TYPES). */
const SEND_OPERATION_IDS: Record<EmailType, string> = {
  'request-confirmation': 'sendRequestConfirmationEmail',
  'admin-notification': 'sendAdminNotificationEmail',
  'request-approval': 'sendRequestApprovalEmail',
  'account-credentials': 'sendAccountCredentialsEmail',
  'password-reset': 'sendPasswordResetEmail',
  'order-confirmation': 'sendOrderConfirmationEmail',
  'order-status-update': 'sendOrderStatusUpdateEmail',
  'request-rejection': 'sendRequestRejectionEmail',
  'payment-reminder': 'sendPaymentReminderEmail',
  'email-verification': 'sendEmailVerificationEmail',
  'account-notice': 'sendAccountNoticeEmail',
};

/**
 * One route per transactional e-mail of spec 02 §7 (`POST /api/emails/request-confirmation`…),
 * each validating its own payload; they power the admin "Test d'emails" page.
 */
function sendRoute<T extends EmailType>(type: T) {
  const body = EMAIL_PAYLOAD_SCHEMAS[type].extend(emailRecipientSchema.shape);
  return defineRoute({
    method: 'post',
    path: `/emails/${type}`,
    operationId: SEND_OPERATION_IDS[type],
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
