import { z } from '@hono/zod-openapi';
import {
  driverActiveSchema,
  adminDriverBusinessQuerySchema,
  adminDriverBusinessSchema,
  adminDriverCreateSchema,
  adminDriverDeleteResultSchema,
  adminDriverExportQuerySchema,
  adminDriverIdParam,
  adminDriverListQuerySchema,
  adminDriverPasswordSchema,
  adminDriverResultSchema,
  adminDriverSchema,
  adminDriverStatsSchema,
  adminDriverUpdateSchema,
  MESSAGES,
  pageOf,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, MessageSchema, patchBody } from '@/http/schemas';
import { createAdminDriver, setAdminDriverActive, updateAdminDriver, verifyAdminDriver } from './admin-drivers.changes';
import { deleteAdminDriver } from './admin-drivers.delete';
import { resetAdminDriverPassword, sendAdminDriverResetEmail } from './admin-drivers.passwords';
import {
  adminDriverStats,
  exportAdminDrivers,
  getAdminDriver,
  listAdminDrivers,
  listDriverBusinesses,
} from './admin-drivers.service';

const tags = ['Administration — livreurs'] as const;
const access = ['admin'] as const;
const base = '/admin/drivers';
const params = z.object({ driverId: adminDriverIdParam });

const DriverSchema = component(adminDriverSchema, 'AdminDriver');
const ResultSchema = component(adminDriverResultSchema.extend({ driver: DriverSchema }), 'AdminDriverResult');

// Fixed words (`/stats`, `/export`, `/businesses`) are declared before `/{driverId}`.
export const adminDriversRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listAdminDrivers',
      access,
      tags,
      summary: 'Livreurs approuvés',
      description:
        '10 par page, du plus récent au plus ancien : recherche (nom, e-mail, téléphone), type, vérifié, actif, commerce.',
      request: { query: adminDriverListQuerySchema },
      responses: { 200: jsonContent(pageOf(DriverSchema)), ...errorResponses },
    }),
    async (c) => c.json(await listAdminDrivers(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: 'exportAdminDrivers',
      access,
      tags,
      summary: 'Exporter toute la liste filtrée (CSV)',
      description: 'Mêmes filtres, sans pages, 10 000 au plus. Pour l’export CSV.',
      request: { query: adminDriverExportQuerySchema },
      responses: { 200: jsonContent(z.object({ items: z.array(DriverSchema) })), ...errorResponses },
    }),
    async (c) => c.json(await exportAdminDrivers(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/stats`,
      operationId: 'getAdminDriverStats',
      access,
      tags,
      summary: 'Chiffres des livreurs',
      description: 'Total, actifs, vérifiés, indépendants, de service, en attente, inactifs.',
      responses: { 200: jsonContent(component(adminDriverStatsSchema, 'AdminDriverStats')), ...errorResponses },
    }),
    async (c) => c.json(await adminDriverStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/businesses`,
      operationId: 'listAdminDriverBusinesses',
      access,
      tags,
      summary: 'Commerces auxquels rattacher un livreur de service (par nom, 100 au plus)',
      request: { query: adminDriverBusinessQuerySchema },
      responses: {
        200: jsonContent(z.object({ businesses: z.array(adminDriverBusinessSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ businesses: await listDriverBusinesses(c.get('deps').db, c.req.valid('query').q) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: base,
      operationId: 'createAdminDriver',
      access,
      forbidden: MESSAGES.onlyAdminsCreateDrivers,
      tags,
      summary: 'Ajouter un livreur',
      description:
        'Compte de connexion et livreur (actif, non vérifié, approuvé) en une transaction. Règles dans l’ordre de la spec (valeurs rognées) : nom, e-mail, téléphone, mot de passe (8 caractères et pas un mot de passe faible : décision du ticket 9), commerce d’un livreur de service. Seul le premier problème est dit.',
      request: { body: jsonBody(adminDriverCreateSchema) },
      responses: { 201: jsonContent(ResultSchema, 'Livreur créé'), ...errorResponses },
    }),
    async (c) => {
      const driver = await createAdminDriver(c.get('deps'), currentUser(c).id, c.req.valid('json'));
      return c.json({ driver, message: MESSAGES.driverCreated }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{driverId}`,
      operationId: 'getAdminDriver',
      access,
      tags,
      summary: 'Un livreur',
      request: { params },
      responses: { 200: jsonContent(z.object({ driver: DriverSchema })), ...errorResponses },
    }),
    async (c) => c.json({ driver: await getAdminDriver(c.get('deps').db, c.req.valid('param').driverId) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: `${base}/{driverId}`,
      operationId: 'updateAdminDriver',
      access,
      tags,
      summary: 'Modifier un livreur (le compte de connexion suit : nom, e-mail, téléphone)',
      request: { params, body: patchBody(adminDriverUpdateSchema) },
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => {
      const { driverId } = c.req.valid('param');
      const driver = await updateAdminDriver(c.get('deps'), currentUser(c).id, driverId, c.req.valid('json'));
      return c.json({ driver, message: MESSAGES.driverUpdated }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'put',
      path: `${base}/{driverId}/active`,
      operationId: 'setAdminDriverActive',
      access,
      tags,
      summary: 'Activer ou désactiver un livreur',
      description: 'Désactivé : refusé à la connexion, session de travail terminée, déconnecté partout.',
      request: { params, body: jsonBody(driverActiveSchema) },
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => {
      const { isActive } = c.req.valid('json');
      const driver = await setAdminDriverActive(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').driverId,
        isActive,
      );
      return c.json({ driver, message: isActive ? MESSAGES.driverActivated : MESSAGES.driverDeactivated }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{driverId}/verify`,
      operationId: 'verifyAdminDriver',
      access,
      tags,
      summary: 'Vérifier un livreur (seulement vers « vérifié »)',
      request: { params },
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => {
      const driver = await verifyAdminDriver(c.get('deps'), currentUser(c).id, c.req.valid('param').driverId);
      return c.json({ driver, message: MESSAGES.driverVerified }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'put',
      path: `${base}/{driverId}/password`,
      operationId: 'setAdminDriverPassword',
      access,
      tags,
      summary: 'Donner un nouveau mot de passe au livreur (ses sessions ouvertes se ferment)',
      request: { params, body: jsonBody(adminDriverPasswordSchema) },
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => {
      const driver = await resetAdminDriverPassword(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').driverId,
        c.req.valid('json').password,
      );
      return c.json({ driver, message: MESSAGES.passwordReset }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{driverId}/reset-email`,
      operationId: 'sendAdminDriverResetEmail',
      access,
      tags,
      summary: 'Envoyer au livreur l’e-mail de réinitialisation',
      description: 'Lien vers /driver/reset-password, 24 h.',
      request: { params },
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      await sendAdminDriverResetEmail(c.get('deps'), currentUser(c).id, c.req.valid('param').driverId);
      return c.json({ message: MESSAGES.resetEmailSent }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: `${base}/{driverId}`,
      operationId: 'deleteAdminDriver',
      access,
      tags,
      summary: 'Supprimer un livreur et son compte',
      description: 'Un livreur qui a des livraisons est désactivé et anonymisé à la place.',
      request: { params },
      responses: { 200: jsonContent(adminDriverDeleteResultSchema), ...errorResponses },
    }),
    async (c) => c.json(await deleteAdminDriver(c.get('deps'), currentUser(c).id, c.req.valid('param').driverId), 200),
  );
