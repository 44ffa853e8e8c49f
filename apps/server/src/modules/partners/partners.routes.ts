import { z } from '@hono/zod-openapi';
import {
  UPLOAD_MESSAGES,
  businessIdParam,
  businessUpdateSchema,
  partnerStatsQuerySchema,
  partnerBusinessProfileSchema,
  partnerBusinessSummarySchema,
  partnerRevenueSchema,
  partnerStatsSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent, patchBody } from '@/http/schemas';
import { listOwnedBusinesses } from './partners.service';
import { getPartnerRevenue } from './revenue.service';
import {
  getBusinessProfile,
  replaceBusinessImage,
  updateBusinessProfile,
  type BusinessImageKind,
} from './settings.service';
import { getPartnerStats } from './stats.service';

const tags = ['Partenaire'] as const;
const access = ['partner'] as const;
const params = z.object({ businessId: businessIdParam });

const SummarySchema = component(partnerBusinessSummarySchema, 'PartnerBusinessSummary');
const ProfileSchema = component(partnerBusinessProfileSchema, 'PartnerBusinessProfile');
const StatsSchema = component(partnerStatsSchema, 'PartnerStats');
const RevenueSchema = component(partnerRevenueSchema, 'PartnerRevenue');
const ImageForm = z.object({
  file: z
    .instanceof(File, { message: UPLOAD_MESSAGES.fileMissing })
    .openapi({ type: 'string', format: 'binary', description: 'JPG, PNG, WebP ou GIF, 5 Mo au plus' }),
});

/** POST …/logo and …/cover: the same upload, stored in a different column. */
function imageRoute(kind: BusinessImageKind) {
  return defineRoute({
    method: 'post',
    path: `/partner/businesses/{businessId}/${kind}`,
    operationId: kind === 'logo' ? 'uploadPartnerLogo' : 'uploadPartnerCover',
    access,
    tags,
    summary:
      kind === 'logo'
        ? 'Changer le logo du commerce (multipart, champ `file`)'
        : "Changer l'image de couverture (multipart, champ `file`)",
    request: { params, body: { required: true, content: { 'multipart/form-data': { schema: ImageForm } } } },
    responses: { 200: jsonContent(z.object({ url: z.string() })), ...errorResponses },
  });
}

export const partnersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/partner/businesses',
      operationId: 'listPartnerBusinesses',
      access,
      tags,
      summary: 'Mes commerces (pour choisir celui à gérer)',
      responses: { 200: jsonContent(z.object({ businesses: z.array(SummarySchema) })), ...errorResponses },
    }),
    async (c) => c.json({ businesses: await listOwnedBusinesses(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/partner/businesses/{businessId}',
      operationId: 'getPartnerBusiness',
      access,
      tags,
      summary: 'Profil et paramètres de mon commerce',
      request: { params },
      responses: { 200: jsonContent(ProfileSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await getBusinessProfile(c.get('deps').db, currentUser(c).id, c.req.valid('param').businessId), 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/partner/businesses/{businessId}',
      operationId: 'updatePartnerBusiness',
      access,
      tags,
      summary: 'Modifier mon commerce',
      description: 'Profil, ouvert / fermé, horaires, frais et délai de livraison (champs absents inchangés)',
      request: { params, body: patchBody(businessUpdateSchema) },
      responses: { 200: jsonContent(ProfileSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      return c.json(
        await updateBusinessProfile(c.get('deps'), currentUser(c).id, businessId, c.req.valid('json')),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/partner/businesses/{businessId}/stats',
      operationId: 'getPartnerStats',
      access,
      tags,
      summary: "Vue d'ensemble d'une période",
      description:
        'Période `today`, `week`, `month` (par défaut) ou `year`. Commandes, revenus, en attente, note, délai, dernières commandes, meilleurs articles.',
      request: { params, query: partnerStatsQuerySchema },
      responses: { 200: jsonContent(StatsSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      return c.json(
        await getPartnerStats(c.get('deps').db, currentUser(c).id, businessId, c.req.valid('query').period),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/partner/businesses/{businessId}/revenue',
      operationId: 'getPartnerRevenue',
      access,
      tags,
      summary: 'Revenus encaissés par jour, par semaine et par mois',
      description:
        'Par jour (7 j), par semaine (4 sem.) et par mois (depuis le 1er janvier), avec les meilleurs articles du mois.',
      request: { params },
      responses: { 200: jsonContent(RevenueSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await getPartnerRevenue(c.get('deps').db, currentUser(c).id, c.req.valid('param').businessId), 200),
  )
  .openapi(imageRoute('logo'), async (c) => {
    const url = await replaceBusinessImage(
      c.get('deps'),
      currentUser(c).id,
      c.req.valid('param').businessId,
      'logo',
      c.req.valid('form').file,
    );
    return c.json({ url }, 200);
  })
  .openapi(imageRoute('cover'), async (c) => {
    const url = await replaceBusinessImage(
      c.get('deps'),
      currentUser(c).id,
      c.req.valid('param').businessId,
      'cover',
      c.req.valid('form').file,
    );
    return c.json({ url }, 200);
  });
