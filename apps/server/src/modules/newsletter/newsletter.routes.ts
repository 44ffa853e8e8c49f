import { newsletterSchema } from '@livra/shared';
import { clientAddress } from '@/http/client-address';
import { createRouter, defineRoute } from '@/http/router';
import { errorResponses, jsonBody, jsonContent, MessageSchema } from '@/http/schemas';
import { enforceLimit } from '@/lib/limits';
import { subscribe } from './newsletter.service';

export const newsletterRoutes = createRouter().openapi(
  defineRoute({
    method: 'post',
    path: '/newsletter',
    operationId: 'subscribeToNewsletter',
    rateLimited: true,
    access: ['public'],
    tags: ['Newsletter'],
    summary: "S'inscrire à la newsletter (une adresse déjà inscrite reste inscrite)",
    request: { body: jsonBody(newsletterSchema) },
    responses: {
      201: jsonContent(MessageSchema, 'Inscrit'),
      200: jsonContent(MessageSchema, 'Déjà inscrit'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { email } = c.req.valid('json');
    await enforceLimit(c.get('deps'), 'newsletter', { ip: clientAddress(c), email });
    const result = await subscribe(c.get('deps').db, email);
    return c.json({ message: result.message }, result.created ? 201 : 200);
  },
);
