import { z } from '@hono/zod-openapi';
import {
  businessIdParam,
  MESSAGES,
  driverActiveSchema,
  driverCandidateSchema,
  partnerDriverSchema,
  partnerDriverDetailSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { listDriverCandidates } from './partner-orders.assign';
import { getPartnerDriver, listPartnerDrivers, setPartnerDriverActive } from './partner-drivers.service';

const tags = ['Partenaire — livreurs'] as const;
const access = ['partner'] as const;
const base = '/partner/businesses/{businessId}/drivers';
const businessParams = z.object({ businessId: businessIdParam });
const driverParams = businessParams.extend({ driverId: z.uuid({ error: MESSAGES.driverIdFormat }) });

const DriverSchema = component(partnerDriverSchema, 'PartnerDriver');
const DriverDetailSchema = component(partnerDriverDetailSchema, 'PartnerDriverDetail');
const CandidateSchema = component(driverCandidateSchema, 'DriverCandidate');

// `/drivers/available` is declared before `/drivers/{driverId}` so the word is never read as an id.
export const partnerDriversRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/available`,
      operationId: 'listPartnerAvailableDrivers',
      access,
      tags,
      summary: 'Livreurs à qui confier une commande',
      description:
        'Les livreurs de service actifs du commerce, puis les indépendants vérifiés en service, du plus proche au plus loin.',
      request: { params: businessParams },
      responses: { 200: jsonContent(z.object({ drivers: z.array(CandidateSchema) })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        { drivers: await listDriverCandidates(c.get('deps').db, currentUser(c).id, c.req.valid('param').businessId) },
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listPartnerDrivers',
      access,
      tags,
      summary: 'Mes livreurs de service',
      description: 'Contact, véhicule, actif, vérifié, en service, livraisons, gains, note.',
      request: { params: businessParams },
      responses: { 200: jsonContent(z.object({ drivers: z.array(DriverSchema) })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        { drivers: await listPartnerDrivers(c.get('deps').db, currentUser(c).id, c.req.valid('param').businessId) },
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{driverId}`,
      operationId: 'getPartnerDriver',
      access,
      tags,
      summary: 'Un de mes livreurs',
      description:
        'Ses dernières livraisons pour le commerce et ses performances (mois en cours, délai moyen, ponctualité, espèces encaissées)',
      request: { params: driverParams },
      responses: { 200: jsonContent(DriverDetailSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, driverId } = c.req.valid('param');
      return c.json(await getPartnerDriver(c.get('deps').db, currentUser(c).id, businessId, driverId), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'put',
      path: `${base}/{driverId}/active`,
      operationId: 'setPartnerDriverActive',
      access,
      tags,
      summary: 'Activer ou désactiver un de mes livreurs de service',
      description: 'Désactivé : refusé à la connexion, session de travail terminée, déconnecté partout.',
      request: { params: driverParams, body: jsonBody(driverActiveSchema) },
      responses: {
        200: jsonContent(z.object({ driver: DriverSchema, message: z.string() })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId, driverId } = c.req.valid('param');
      const { isActive } = c.req.valid('json');
      const driver = await setPartnerDriverActive(c.get('deps'), currentUser(c).id, businessId, driverId, isActive);
      return c.json({ driver, message: isActive ? MESSAGES.driverActivated : MESSAGES.driverDeactivated }, 200);
    },
  );
