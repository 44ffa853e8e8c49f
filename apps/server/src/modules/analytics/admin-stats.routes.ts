import {
  adminLatestOrdersQuerySchema,
  adminLatestOrdersSchema,
  adminQuickSearchQuerySchema,
  adminQuickSearchSchema,
  adminStatsQuerySchema,
  adminStatsSchema,
} from '@livra/shared';
import { createRouter, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { adminStats, latestOrders, quickSearch } from './admin-stats.service';

const tags = ['Administration — tableau de bord'] as const;
const access = ['admin'] as const;

export const adminStatsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/home/stats',
      operationId: 'getAdminHomeStats',
      access,
      tags,
      summary: 'Statistiques de la période',
      description:
        'Période `today`, `week`, `month` (par défaut) ou `year`. Utilisateurs, commerces, commandes, livreurs, revenus des paiements reçus, commandes en attente, livreurs et commerces actifs, demandes en attente.',
      request: { query: adminStatsQuerySchema },
      responses: { 200: jsonContent(component(adminStatsSchema, 'AdminStats')), ...errorResponses },
    }),
    async (c) => c.json(await adminStats(c.get('deps').db, c.req.valid('query').period), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/home/search',
      operationId: 'searchAdminHome',
      access,
      tags,
      summary: 'Recherche rapide dès 1 caractère',
      description: '5 utilisateurs, 5 commerces et 5 livreurs au plus.',
      request: { query: adminQuickSearchQuerySchema },
      responses: { 200: jsonContent(component(adminQuickSearchSchema, 'AdminQuickSearch')), ...errorResponses },
    }),
    async (c) => c.json(await quickSearch(c.get('deps').db, c.req.valid('query').q), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/home/latest-orders',
      operationId: 'listAdminLatestOrders',
      access,
      tags,
      summary: 'Les 10 dernières commandes de la plateforme, filtrables par statut',
      request: { query: adminLatestOrdersQuerySchema },
      responses: { 200: jsonContent(component(adminLatestOrdersSchema, 'AdminLatestOrders')), ...errorResponses },
    }),
    async (c) => c.json({ orders: await latestOrders(c.get('deps').db, c.req.valid('query').status) }, 200),
  );
