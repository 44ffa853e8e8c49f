import {
  emailTestClearedSchema,
  emailTestHistoryEntrySchema,
  emailTestHistorySchema,
  emailTestSendSchema,
} from '@livra/shared';
import { z } from '@hono/zod-openapi';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { clearTestHistory, sendTestEmail, testHistory } from './email-test.service';

const tags = ['E-mails'] as const;
const access = ['admin'] as const;
const base = '/emails/test';

const HistoryEntrySchema = component(emailTestHistoryEntrySchema, 'EmailTestHistoryEntry');

/** The admin « Test d'Emails » page (spec 02 §2): send a sample, read and clear one's own history. */
export const emailTestRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: base,
      operationId: 'sendTestEmail',
      access,
      tags,
      summary: "Envoie l'exemple d'un des neuf types d'e-mail au destinataire choisi",
      description: "Par la boîte d'envoi comme tout e-mail ; il rejoint l'historique de tests de l'administrateur.",
      request: { body: jsonBody(component(emailTestSendSchema, 'EmailTestSend')) },
      responses: {
        200: jsonContent(z.object({ entry: HistoryEntrySchema, message: z.string() }), 'E-mail de test mis en file'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await sendTestEmail(c.get('deps'), currentUser(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/history`,
      operationId: 'listTestEmails',
      access,
      tags,
      summary: "Les derniers e-mails de test de l'administrateur",
      description:
        "50 au plus. Du plus récent au plus ancien, avec leur statut d'envoi actuel : Succès, Échec ou En cours.",
      responses: { 200: jsonContent(component(emailTestHistorySchema, 'EmailTestHistory')), ...errorResponses },
    }),
    async (c) => c.json(await testHistory(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/history`,
      operationId: 'clearTestEmails',
      access,
      tags,
      summary: 'Effacer les résultats',
      description: "Vide l'historique de tests de l'administrateur (les e-mails restent dans la boîte d'envoi)",
      responses: { 200: jsonContent(component(emailTestClearedSchema, 'EmailTestCleared')), ...errorResponses },
    }),
    async (c) => c.json(await clearTestHistory(c.get('deps'), currentUser(c).id), 200),
  );
