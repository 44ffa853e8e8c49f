import { z } from '@hono/zod-openapi';
import {
  adminRequestFiltersSchema,
  adminRequestListQuerySchema,
  approveRequestSchema,
  businessIdParam,
  pageOf,
  partnerAccountResultSchema,
  partnerRequestViewSchema,
  rejectRequestSchema,
  requestStatsSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import {
  approvePartnerRequest,
  exportPartnerRequests,
  getPartnerRequest,
  listPartnerRequests,
  partnerRequestStats,
  rejectPartnerRequest,
} from './admin-partner-requests.service';
import { createPartnerAccount } from './partner-account.service';

const tags = ['Administration — demandes'] as const;
const access = ['admin'] as const;
const base = '/admin/requests/partners';
const params = z.object({ id: businessIdParam });

export const PartnerRequestSchema = component(partnerRequestViewSchema, 'AdminPartnerRequest');
export const RequestStatsSchema = component(requestStatsSchema, 'RequestStats');

// `/stats` and `/export` are declared before `/{id}` so the words are never read as ids.
export const adminPartnerRequestsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/stats`,
      operationId: 'getAdminPartnerRequestStats',
      access,
      tags,
      summary: 'Demandes partenaires : Total, En attente, Approuvées, Rejetées',
      responses: { 200: jsonContent(RequestStatsSchema), ...errorResponses },
    }),
    async (c) => c.json(await partnerRequestStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: 'exportAdminPartnerRequests',
      access,
      tags,
      summary: 'Toute la liste filtrée des demandes partenaires (export CSV, 10 000 au plus)',
      request: { query: adminRequestFiltersSchema },
      responses: { 200: jsonContent(z.object({ items: z.array(PartnerRequestSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ items: await exportPartnerRequests(c.get('deps').db, c.req.valid('query')) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listAdminPartnerRequests',
      access,
      tags,
      summary: 'Demandes partenaires',
      description:
        'Commerces avec un statut de demande. Les plus récentes d’abord : statut, recherche (nom, responsable, e-mail), dates de création.',
      request: { query: adminRequestListQuerySchema },
      responses: { 200: jsonContent(pageOf(PartnerRequestSchema)), ...errorResponses },
    }),
    async (c) => c.json(await listPartnerRequests(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: 'getAdminPartnerRequest',
      access,
      tags,
      summary: 'Une demande partenaire en détail',
      request: { params },
      responses: { 200: jsonContent(PartnerRequestSchema), ...errorResponses },
    }),
    async (c) => c.json(await getPartnerRequest(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/approve`,
      operationId: 'approveAdminPartnerRequest',
      access,
      tags,
      summary: 'Approuver une demande en attente',
      description: 'Notes facultatives. Le compte se crée ensuite, à part.',
      request: { params, body: jsonBody(approveRequestSchema) },
      responses: { 200: jsonContent(PartnerRequestSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await approvePartnerRequest(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/reject`,
      operationId: 'rejectAdminPartnerRequest',
      access,
      tags,
      summary: 'Rejeter une demande en attente',
      description: 'Définitivement (motif facultatif, envoyé au demandeur)',
      request: { params, body: jsonBody(rejectRequestSchema) },
      responses: { 200: jsonContent(PartnerRequestSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await rejectPartnerRequest(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/account`,
      operationId: 'createAdminPartnerRequestAccount',
      access,
      tags,
      summary: 'Créer le compte partenaire d’une demande approuvée sans compte',
      description:
        'Compte (mot de passe généré à changer), commerce rattaché, catégories de menu du type, abonnement de la formule choisie, e-mail des identifiants.',
      request: { params },
      responses: { 201: jsonContent(partnerAccountResultSchema, 'Compte créé'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await createPartnerAccount(c.get('deps'), currentUser(c).id, c.req.valid('param').id), 201);
    },
  );
