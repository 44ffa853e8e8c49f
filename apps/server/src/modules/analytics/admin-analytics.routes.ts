import { adminAnalyticsQuerySchema, adminAnalyticsSchema } from '@livra/shared';
import { createRouter, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { adminAnalytics } from './admin-analytics.service';

export const adminAnalyticsRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/admin/analytics',
    operationId: 'getAdminAnalytics',
    access: ['admin'],
    tags: ['Administration — analytique'],
    summary: 'Analytique de la plateforme sur plusieurs mois',
    description:
      'Sur 3, 6 (par défaut) ou 12 mois calendaires : revenus des paiements reçus et commandes par mois, commandes par statut, nouveaux utilisateurs, 10 meilleurs commerces et livreurs, évolution par rapport au mois dernier.',
    request: { query: adminAnalyticsQuerySchema },
    responses: { 200: jsonContent(component(adminAnalyticsSchema, 'AdminAnalytics')), ...errorResponses },
  }),
  async (c) => {
    const deps = c.get('deps');
    return c.json(await adminAnalytics(deps.db, c.req.valid('query').months, deps.clock()), 200);
  },
);
