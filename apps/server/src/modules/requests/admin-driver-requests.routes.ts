import { z } from '@hono/zod-openapi';
import {
  adminRequestFiltersSchema,
  adminRequestListQuerySchema,
  approveRequestSchema,
  driverAccountResultSchema,
  driverRequestViewSchema,
  MESSAGES,
  pageOf,
  rejectRequestSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, OkSchema } from '@/http/schemas';
import {
  deleteDriverRequest,
  driverRequestStats,
  exportDriverRequests,
  getDriverRequest,
  listDriverRequests,
  rejectDriverRequest,
} from './admin-driver-requests.service';
import { RequestStatsSchema } from './admin-partner-requests.routes';
import { approveDriverRequest, createDriverAccount } from './driver-account.service';

const tags = ['Administration — demandes'] as const;
const access = ['admin'] as const;
const base = '/admin/requests/drivers';
const params = z.object({ id: z.uuid({ error: MESSAGES.driverIdFormat }) });

const DriverRequestSchema = component(driverRequestViewSchema, 'AdminDriverRequest');
const DriverAccountSchema = component(driverAccountResultSchema, 'DriverAccountResult');

// `/stats` and `/export` are declared before `/{id}` so the words are never read as ids.
export const adminDriverRequestsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/stats`,
      operationId: 'getAdminDriverRequestStats',
      access,
      tags,
      summary: 'Demandes chauffeurs : Total, En attente, Approuvées, Rejetées',
      responses: { 200: jsonContent(RequestStatsSchema), ...errorResponses },
    }),
    async (c) => c.json(await driverRequestStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: 'exportAdminDriverRequests',
      access,
      tags,
      summary: 'Toute la liste filtrée des demandes chauffeurs (export CSV, 10 000 au plus)',
      request: { query: adminRequestFiltersSchema },
      responses: { 200: jsonContent(z.object({ items: z.array(DriverRequestSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ items: await exportDriverRequests(c.get('deps').db, c.req.valid('query')) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listAdminDriverRequests',
      access,
      tags,
      summary: 'Demandes chauffeurs',
      description: 'Les plus récentes d’abord : statut, recherche (nom, e-mail, téléphone), dates de création.',
      request: { query: adminRequestListQuerySchema },
      responses: { 200: jsonContent(pageOf(DriverRequestSchema)), ...errorResponses },
    }),
    async (c) => c.json(await listDriverRequests(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: 'getAdminDriverRequest',
      access,
      tags,
      summary: 'Une demande chauffeur en détail',
      request: { params },
      responses: { 200: jsonContent(DriverRequestSchema), ...errorResponses },
    }),
    async (c) => c.json(await getDriverRequest(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/approve`,
      operationId: 'approveAdminDriverRequest',
      access,
      tags,
      summary: 'Approuver une demande en attente ET créer le compte',
      description: 'Spec : `approve_driver_request_with_account`. Identifiants renvoyés et envoyés par e-mail.',
      request: { params, body: jsonBody(approveRequestSchema) },
      responses: { 200: jsonContent(DriverAccountSchema), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { id } = c.req.valid('param');
      return c.json(await approveDriverRequest(c.get('deps'), currentUser(c).id, id, c.req.valid('json')), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/reject`,
      operationId: 'rejectAdminDriverRequest',
      access,
      tags,
      summary: 'Rejeter une demande en attente',
      description: 'Définitivement (motif facultatif, envoyé au demandeur)',
      request: { params, body: jsonBody(rejectRequestSchema) },
      responses: { 200: jsonContent(DriverRequestSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await rejectDriverRequest(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/account`,
      operationId: 'createAdminDriverRequestAccount',
      access,
      tags,
      summary: 'Créer le compte d’un chauffeur approuvé qui n’en a pas encore',
      description: 'Spec : `createDriverAccount`.',
      request: { params },
      responses: { 201: jsonContent(DriverAccountSchema, 'Compte créé'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await createDriverAccount(c.get('deps'), currentUser(c).id, c.req.valid('param').id), 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/{id}`,
      operationId: 'deleteAdminDriverRequest',
      access,
      tags,
      summary: 'Supprimer une demande chauffeur (sans compte ni livraison)',
      request: { params },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      await deleteDriverRequest(c.get('deps'), currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
