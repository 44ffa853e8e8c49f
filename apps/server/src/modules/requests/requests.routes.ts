import { z } from '@hono/zod-openapi';
import {
  localeFromAcceptLanguage,
  MESSAGES,
  applicationBusinessOptionSchema,
  applicationBusinessQuerySchema,
  driverApplicationResultSchema,
  partnerApplicationResultSchema,
  driverApplicationSchema,
  partnerApplicationSchema,
  requestStatusQuerySchema,
  requestStatusResultSchema,
  requestStatusViewSchema,
  subscriptionPlanViewSchema,
} from '@livra/shared';
import { clientAddress } from '@/http/client-address';
import { createRouter, defineRoute } from '@/http/router';
import { component, ErrorSchema, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { enforceLimit } from '@/lib/limits';
import { publicCache } from '@/lib/public-cache';
import { driverFigures, listActivePlans, listApplicationBusinesses } from './application-options.service';
import { createDriverRequest } from './driver-requests.service';
import { createPartnerRequest } from './partner-requests.service';
import { lookupRequests } from './request-status.service';

const tags = ['Demandes'] as const;

const PLANS_TTL = 60_000;
const plansCache = publicCache(PLANS_TTL);

const PlanSchema = component(subscriptionPlanViewSchema, 'SubscriptionPlan');
const BusinessOptionSchema = component(applicationBusinessOptionSchema, 'ApplicationBusinessOption');
const RequestStatusSchema = component(requestStatusViewSchema, 'RequestStatus');

const DriverFiguresSchema = z.object({
  activeDrivers: z.number().int(),
  deliveries: z.number().int(),
  averageRating: z.number().nullable(),
});

export const requestsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/requests/driver-figures',
      operationId: 'getDriverFigures',
      access: ['public'],
      tags,
      summary: 'Chiffres de la page livreur',
      description: 'Livreurs actifs, livraisons effectuées, note moyenne.',
      responses: { 200: jsonContent(DriverFiguresSchema) },
    }),
    async (c) => {
      c.header('Cache-Control', `public, max-age=${PLANS_TTL / 1000}`);
      return c.json(await plansCache.get('driver-figures', () => driverFigures(c.get('deps').db)), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/subscription-plans',
      operationId: 'listSubscriptionPlans',
      access: ['public'],
      tags,
      summary: 'Formules d’abonnement actives',
      description: 'Prix mensuels en GNF. Dans leur ordre d’affichage.',
      responses: { 200: jsonContent(z.object({ plans: z.array(PlanSchema) })) },
    }),
    async (c) => {
      c.header('Cache-Control', `public, max-age=${PLANS_TTL / 1000}`);
      return c.json({ plans: await plansCache.get('plans', () => listActivePlans(c.get('deps').db)) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/requests/businesses',
      operationId: 'listRequestBusinesses',
      access: ['public'],
      tags,
      summary: 'Commerces visibles qu’un chauffeur de service peut choisir',
      description: 'Recherche par nom, 20 au plus.',
      request: { query: applicationBusinessQuerySchema },
      responses: { 200: jsonContent(z.object({ businesses: z.array(BusinessOptionSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ businesses: await listApplicationBusinesses(c.get('deps').db, c.req.valid('query').q) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/requests/partner',
      operationId: 'submitPartnerRequest',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Demande de partenariat',
      description: 'Un commerce en attente de validation, e-mails au demandeur et aux administrateurs.',
      request: { body: jsonBody(partnerApplicationSchema) },
      responses: {
        201: jsonContent(partnerApplicationResultSchema, 'Demande enregistrée'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await enforceLimit(c.get('deps'), 'application', { ip: clientAddress(c), email: input.email });
      const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
      return c.json(await createPartnerRequest(c.get('deps'), input, locale), 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/requests/driver',
      operationId: 'submitDriverRequest',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Demande de chauffeur',
      description:
        'Spec : `create_driver_request`. En attente, e-mails au demandeur et aux administrateurs. En cas de données invalides, `error` réunit tous les messages, séparés par des virgules.',
      request: { body: jsonBody(driverApplicationSchema) },
      responses: {
        201: jsonContent(driverApplicationResultSchema, 'Demande enregistrée'),
        ...errorResponses,
        503: jsonContent(ErrorSchema, 'Vérification impossible'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await enforceLimit(c.get('deps'), 'application', { ip: clientAddress(c), email: input.email });
      const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
      const { id } = await createDriverRequest(c.get('deps'), input, locale);
      return c.json({ id, message: MESSAGES.driverRequestServiceMessage }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/requests/status',
      operationId: 'getRequestStatus',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Où en sont mes demandes : email ET (référence de la demande OU téléphone)',
      description:
        'Un email seul ne suffit pas (il suffirait de connaître l’adresse de quelqu’un). Mêmes réponses 404 pour un email, une référence ou un téléphone faux.',
      request: { query: requestStatusQuerySchema },
      responses: {
        200: jsonContent(requestStatusResultSchema.extend({ requests: z.array(RequestStatusSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => {
      await enforceLimit(c.get('deps'), 'requestStatus', { ip: clientAddress(c), email: c.req.valid('query').email });
      c.header('Cache-Control', 'no-store');
      return c.json({ requests: await lookupRequests(c.get('deps').db, c.req.valid('query')) }, 200);
    },
  );
