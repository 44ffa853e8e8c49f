import { z } from '@hono/zod-openapi';
import {
  adminPageQuery,
  adminSubscriptionSchema,
  deactivateSubscriptionSchema,
  MESSAGES,
  pageOf,
  SUBSCRIPTION_STATUSES,
  subscriptionActionResultSchema,
  subscriptionHistoryEntrySchema,
  subscriptionStatsSchema,
  suspendSubscriptionSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import {
  deactivateSubscription,
  exportSubscriptions,
  listSubscriptions,
  reactivateSubscription,
  subscriptionHistory,
  subscriptionStats,
  suspendSubscription,
} from './admin-subscriptions.service';

const tags = ['Administration — abonnements'] as const;
const access = ['admin'] as const;
const base = '/admin/subscriptions';

const SubscriptionSchema = component(adminSubscriptionSchema, 'AdminSubscription');
const ActionResultSchema = component(subscriptionActionResultSchema, 'SubscriptionActionResult');
const idParams = z.object({ id: z.uuid({ error: MESSAGES.subscriptionIdInvalid }) });
const filterQuery = {
  /** `all` (or nothing) for every status. */
  status: z
    .enum([...SUBSCRIPTION_STATUSES, 'all'], { error: "Statut d'abonnement invalide" })
    .optional()
    .transform((status) => (status === 'all' ? undefined : status)),
};

// `/stats` and `/export` are declared before `/{id}/…` routes; they never clash (other depth), but stay first.
export const adminSubscriptionsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/stats`,
      operationId: 'getAdminSubscriptionStats',
      access,
      tags,
      summary: 'Abonnements par statut',
      description: 'Actifs, en attente, suspendus, inactifs, expirés et le total.',
      responses: { 200: jsonContent(component(subscriptionStatsSchema, 'SubscriptionStats')), ...errorResponses },
    }),
    async (c) => c.json(await subscriptionStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listAdminSubscriptions',
      access,
      tags,
      summary: 'Les abonnements',
      description:
        'Du plus récent au plus ancien, 10 par page, filtrés par statut : commerce, formule, statut, montant, période.',
      request: { query: z.object({ ...filterQuery, ...adminPageQuery }) },
      responses: { 200: jsonContent(pageOf(SubscriptionSchema)), ...errorResponses },
    }),
    async (c) => {
      const { status, page, pageSize } = c.req.valid('query');
      return c.json(await listSubscriptions(c.get('deps').db, { status }, page, pageSize), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: 'exportAdminSubscriptions',
      access,
      tags,
      summary: 'Exporter toute la liste filtrée (CSV)',
      description: "Sans pagination, jusqu'à 10 000 lignes. Pour l'export CSV.",
      request: { query: z.object(filterQuery) },
      responses: { 200: jsonContent(z.object({ items: z.array(SubscriptionSchema) })), ...errorResponses },
    }),
    async (c) => c.json(await exportSubscriptions(c.get('deps').db, { status: c.req.valid('query').status }), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}/history`,
      operationId: 'listAdminSubscriptionHistory',
      access,
      tags,
      summary: "L'historique d'un abonnement",
      description: 'Activation, paiements, rappels, suspensions… Du plus récent au plus ancien.',
      request: { params: idParams },
      responses: {
        200: jsonContent(z.object({ items: z.array(subscriptionHistoryEntrySchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await subscriptionHistory(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/suspend`,
      operationId: 'suspendAdminSubscription',
      access,
      tags,
      summary: 'Suspend un abonnement actif pour 1 à 30 jours',
      description:
        '7 si la durée est vide ou invalide. Avec un motif facultatif : le commerce disparaît du catalogue et ne reçoit plus de commandes ; la suspension prend fin seule.',
      request: { params: idParams, body: jsonBody(suspendSubscriptionSchema) },
      responses: { 200: jsonContent(ActionResultSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await suspendSubscription(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/deactivate`,
      operationId: 'deactivateAdminSubscription',
      access,
      tags,
      summary: 'Désactive un abonnement actif',
      description: 'Avec un motif facultatif : le commerce est suspendu.',
      request: { params: idParams, body: jsonBody(deactivateSubscriptionSchema) },
      responses: { 200: jsonContent(ActionResultSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await deactivateSubscription(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/reactivate`,
      operationId: 'reactivateAdminSubscription',
      access,
      tags,
      summary: 'Réactive un abonnement inactif ou suspendu',
      description: 'Pas après son échéance. Le commerce est de nouveau listé.',
      request: { params: idParams },
      responses: { 200: jsonContent(ActionResultSchema), ...errorResponses },
    }),
    async (c) => c.json(await reactivateSubscription(c.get('deps'), currentUser(c).id, c.req.valid('param').id), 200),
  );
