import { z } from '@hono/zod-openapi';
import { businessIdParam, businessBillingSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { getBusinessBilling } from './subscriptions.service';

const tags = ['Abonnements'] as const;

const BillingSchema = component(businessBillingSchema, 'BusinessBilling');

export const subscriptionsRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/partner/businesses/{businessId}/subscription',
    operationId: 'getPartnerSubscription',
    access: ['partner'],
    tags,
    summary: 'Facturation de mon commerce',
    description: "Formule, statut, échéance, montants, historique de l'abonnement.",
    request: { params: z.object({ businessId: businessIdParam }) },
    responses: { 200: jsonContent(BillingSchema), ...errorResponses },
  }),
  async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await getBusinessBilling(db, currentUser(c).id, c.req.valid('param').businessId, clock()), 200);
  },
);
