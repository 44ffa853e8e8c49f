import { z } from '@hono/zod-openapi';
import {
  adminBusinessCreateSchema,
  adminBusinessDetailSchema,
  adminBusinessExportQuerySchema,
  adminBusinessExportSchema,
  adminBusinessListQuerySchema,
  adminBusinessPageSchema,
  adminBusinessStatsSchema,
  adminBusinessUpdateSchema,
  businessIdParam,
  partnerCandidateListSchema,
  partnerSearchQuerySchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, OkSchema, patchBody } from '@/http/schemas';
import {
  createAdminBusiness,
  deleteAdminBusiness,
  setBusinessActive,
  setBusinessOpen,
  updateAdminBusiness,
} from './admin-businesses.service';
import {
  adminBusinessStats,
  exportAdminBusinesses,
  getAdminBusiness,
  listAdminBusinesses,
  searchPartners,
} from './admin-businesses.views';

const tags = ['Administration — commerces'] as const;
const access = ['admin'] as const;
const base = '/admin/businesses';
const idParams = z.object({ id: businessIdParam });

const DetailSchema = component(adminBusinessDetailSchema, 'AdminBusinessDetail');
const PageSchema = component(adminBusinessPageSchema, 'AdminBusinessPage');

/** Activate, deactivate, open, close: one operation each, so each is its own audit action. */
const switches = [
  {
    verb: 'activate',
    operationId: 'activateAdminBusiness',
    summary: 'Activer un commerce : il réapparaît dans le catalogue',
    run: setBusinessActive,
    on: true,
  },
  {
    verb: 'deactivate',
    operationId: 'deactivateAdminBusiness',
    summary: 'Désactiver un commerce',
    description: 'Il disparaît du catalogue et ne reçoit plus de commandes.',
    run: setBusinessActive,
    on: false,
  },
  {
    verb: 'open',
    operationId: 'openAdminBusiness',
    summary: 'Ouvrir un commerce : il reçoit des commandes',
    run: setBusinessOpen,
    on: true,
  },
  {
    verb: 'close',
    operationId: 'closeAdminBusiness',
    summary: 'Fermer un commerce : il ne reçoit plus de commandes',
    run: setBusinessOpen,
    on: false,
  },
] as const;

// The fixed paths (`/stats`, `/export`, `/partners`) are declared before `/{id}`.
const router = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/stats`,
      operationId: 'getAdminBusinessStats',
      access,
      tags,
      summary: 'Chiffres de tous les commerces',
      description: 'Total, actifs, commandes et revenus moyens par commerce.',
      responses: { 200: jsonContent(component(adminBusinessStatsSchema, 'AdminBusinessStats')), ...errorResponses },
    }),
    async (c) => c.json(await adminBusinessStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: 'exportAdminBusinesses',
      access,
      tags,
      summary: 'Exporter toute la liste filtrée (CSV)',
      description: 'Sans pagination, 10 000 lignes au plus. Pour le fichier CSV.',
      request: { query: adminBusinessExportQuerySchema },
      responses: { 200: jsonContent(adminBusinessExportSchema), ...errorResponses },
    }),
    async (c) => c.json({ items: await exportAdminBusinesses(c.get('deps').db, c.req.valid('query')) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/partners`,
      operationId: 'searchAdminBusinessPartners',
      access,
      tags,
      summary: 'Partenaires dont le nom ou l’e-mail contient le texte',
      description: 'Casse ignorée. 10 au plus ; aucun pour un texte vide.',
      request: { query: partnerSearchQuerySchema },
      responses: { 200: jsonContent(component(partnerCandidateListSchema, 'PartnerCandidates')), ...errorResponses },
    }),
    async (c) => c.json({ partners: await searchPartners(c.get('deps').db, c.req.valid('query').search) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listAdminBusinesses',
      access,
      tags,
      summary: 'Commerces (pas les demandes en attente ou rejetées)',
      description: 'Les plus récents en premier, 10 par page, recherche sur le nom ou l’adresse.',
      request: { query: adminBusinessListQuerySchema },
      responses: { 200: jsonContent(PageSchema), ...errorResponses },
    }),
    async (c) => c.json(await listAdminBusinesses(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: base,
      operationId: 'createAdminBusiness',
      access,
      tags,
      summary: 'Ajouter un commerce pour un partenaire',
      description: 'Note, avis, commandes et revenus à 0, catégories de menu du type.',
      request: { body: jsonBody(adminBusinessCreateSchema) },
      responses: { 201: jsonContent(DetailSchema, 'Commerce ajouté'), ...errorResponses },
    }),
    async (c) => c.json(await createAdminBusiness(c.get('deps'), currentUser(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: 'getAdminBusiness',
      access,
      tags,
      summary: 'Un commerce : propriétaire, taille du menu, commandes, revenus, abonnement',
      request: { params: idParams },
      responses: { 200: jsonContent(DetailSchema), ...errorResponses },
    }),
    async (c) => c.json(await getAdminBusiness(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${base}/{id}`,
      operationId: 'updateAdminBusiness',
      access,
      tags,
      summary: 'Modifier un commerce : tous les champs du formulaire d’ajout, chacun facultatif',
      request: { params: idParams, body: patchBody(adminBusinessUpdateSchema) },
      responses: { 200: jsonContent(DetailSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateAdminBusiness(c.get('deps'), currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/{id}`,
      operationId: 'deleteAdminBusiness',
      access,
      tags,
      summary: 'Supprimer un commerce sans commande ni livreur de service',
      description:
        'Un commerce qui a déjà eu une commande, ou qui a un livreur de service, ne se supprime pas (409) : le désactiver plutôt.',
      request: { params: idParams },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      await deleteAdminBusiness(c.get('deps'), currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

for (const { verb, operationId, summary, run, on } of switches) {
  router.openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/${verb}`,
      operationId,
      access,
      tags,
      summary,
      request: { params: idParams },
      responses: { 200: jsonContent(DetailSchema), ...errorResponses },
    }),
    async (c) => c.json(await run(c.get('deps'), currentUser(c).id, c.req.valid('param').id, on), 200),
  );
}

export const adminBusinessesRoutes = router;
