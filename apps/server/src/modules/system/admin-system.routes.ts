import { z } from '@hono/zod-openapi';
import {
  auditEntrySchema,
  auditFacetsSchema,
  auditListQuerySchema,
  pageOf,
  platformSettingsInputSchema,
  platformSettingsSchema,
  systemHealthSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { auditFacets, listAudit } from './audit-log.service';
import { systemHealth } from './health.service';
import { getSettings, updateSettings } from './settings.service';

const tags = ['Administration — système'] as const;
const access = ['admin'] as const;
const base = '/admin/system';

const SettingsSchema = component(platformSettingsSchema, 'PlatformSettings');
const AuditEntrySchema = component(auditEntrySchema, 'AuditEntry');

/** The System page: live gauges and info, general settings, the audit log (issue 12). */
export const adminSystemRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/health`,
      operationId: 'getAdminSystemHealth',
      access,
      tags,
      summary: 'Jauges en direct',
      description:
        'Processeur, mémoire, boucle d’événements, base, connexions, e-mails, flux temps réel. Et informations système (version, durée de fonctionnement, Node, base, instances)',
      responses: { 200: jsonContent(component(systemHealthSchema, 'SystemHealth')), ...errorResponses },
    }),
    async (c) => c.json(await systemHealth(c.get('deps')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/settings`,
      operationId: 'getAdminSettings',
      access,
      tags,
      summary: 'Paramètres généraux',
      description:
        'Nom et contact de la plateforme, frais et délai de livraison par défaut des nouveaux commerces, fréquence des sauvegardes.',
      responses: { 200: jsonContent(SettingsSchema), ...errorResponses },
    }),
    async (c) => c.json(await getSettings(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'put',
      path: `${base}/settings`,
      operationId: 'saveAdminSettings',
      access,
      tags,
      summary: 'Enregistre les paramètres généraux',
      description: 'Tout le formulaire. Avec une entrée au journal d’audit.',
      request: { body: jsonBody(platformSettingsInputSchema) },
      responses: {
        200: jsonContent(z.object({ message: z.string(), settings: SettingsSchema })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await updateSettings(deps.db, currentUser(c).id, c.req.valid('json'), deps.clock()), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/audit/facets`,
      operationId: 'getAdminAuditFacets',
      access,
      tags,
      summary: 'Les choix des filtres du journal',
      description: 'Administrateurs qui ont agi, actions et objets enregistrés.',
      responses: { 200: jsonContent(component(auditFacetsSchema, 'AuditFacets')), ...errorResponses },
    }),
    async (c) => c.json(await auditFacets(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/audit`,
      operationId: 'listAdminAuditLog',
      access,
      tags,
      summary: "Le journal d'audit",
      description:
        "Chaque action d'administration (et du travail planifié), de la plus récente à la plus ancienne, 10 par page ; filtres administrateur (`system` pour le travail planifié), action, objet et dates (AAAA-MM-JJ, incluses)",
      request: { query: auditListQuerySchema },
      responses: { 200: jsonContent(pageOf(AuditEntrySchema)), ...errorResponses },
    }),
    async (c) => c.json(await listAudit(c.get('deps').db, c.req.valid('query')), 200),
  );
