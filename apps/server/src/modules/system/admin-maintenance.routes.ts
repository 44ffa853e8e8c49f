import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import {
  backupNameParam,
  backupResultSchema,
  backupStatusSchema,
  maintenanceOverviewSchema,
  maintenanceResultSchema,
  securityOverviewSchema,
  userIdParam,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { backupNow, backupStatus, openBackup } from './backups.service';
import {
  endUserSessions,
  maintenanceOverview,
  purgeExpired,
  retryFailedEmails,
  securityOverview,
} from './security.service';

const tags = ['Administration — système'] as const;
const access = ['admin'] as const;
const base = '/admin/system';
const ResultSchema = component(maintenanceResultSchema, 'MaintenanceResult');

/** The System page's cards: backups, security, maintenance (issue 12). */
export const adminMaintenanceRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/backups`,
      operationId: 'listAdminBackups',
      access,
      tags,
      summary: 'Les sauvegardes de la base embarquée',
      description:
        'DATA_DIR/backups, les 7 dernières. Et la commande de restauration ; sur un PostgreSQL externe, rien : ses sauvegardes sont le travail du serveur de base de données.',
      responses: { 200: jsonContent(component(backupStatusSchema, 'BackupStatus')), ...errorResponses },
    }),
    async (c) => c.json(await backupStatus(c.get('deps')), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/backups`,
      operationId: 'createAdminBackup',
      access,
      tags,
      summary: 'Sauvegarder maintenant',
      description: 'Base embarquée seulement ; 409 sur un PostgreSQL externe.',
      responses: { 201: jsonContent(component(backupResultSchema, 'BackupResult')), ...errorResponses },
    }),
    async (c) => c.json(await backupNow(c.get('deps'), currentUser(c).id), 201),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/backups/{name}`,
      operationId: 'downloadAdminBackup',
      access,
      tags,
      summary: 'Télécharge une sauvegarde (archive tar gzip du dossier de la base)',
      request: { params: z.object({ name: backupNameParam }) },
      responses: {
        200: { description: 'Archive', content: { 'application/gzip': { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      const file = await openBackup(c.get('deps'), name);
      return c.body(Readable.toWeb(file.stream) as ReadableStream, 200, {
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      });
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/security`,
      operationId: 'getAdminSecurity',
      access,
      tags,
      summary: 'Connexions refusées et sessions ouvertes',
      description:
        'Les connexions refusées des dernières 24 h (par e-mail) et les sessions ouvertes (par utilisateur).',
      responses: { 200: jsonContent(component(securityOverviewSchema, 'SecurityOverview')), ...errorResponses },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await securityOverview(deps.db, deps.clock()), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/sessions/{userId}/end`,
      operationId: 'endAdminUserSessions',
      access,
      tags,
      summary: "Termine toutes les sessions d'un utilisateur",
      description: 'Ses pages ouvertes sont déconnectées aussitôt (jamais ses propres sessions)',
      request: { params: z.object({ userId: userIdParam }) },
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => c.json(await endUserSessions(c.get('deps'), currentUser(c).id, c.req.valid('param').userId), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/maintenance`,
      operationId: 'getAdminMaintenance',
      access,
      tags,
      summary: 'Ce que la maintenance peut traiter',
      description: 'E-mails en échec, sessions expirées, notifications anciennes.',
      responses: {
        200: jsonContent(component(maintenanceOverviewSchema, 'MaintenanceOverview')),
        ...errorResponses,
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await maintenanceOverview(deps.db, deps.clock()), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/maintenance/retry-emails`,
      operationId: 'retryAdminFailedEmails',
      access,
      tags,
      summary: "Remet tous les e-mails en échec dans la file d'envoi (tentatives remises à zéro)",
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => c.json(await retryFailedEmails(c.get('deps'), currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/maintenance/purge`,
      operationId: 'purgeAdminStaleData',
      access,
      tags,
      summary: 'Supprime les sessions expirées et les notifications anciennes',
      description: 'Expirées, ou lues depuis plus de 90 jours.',
      responses: { 200: jsonContent(ResultSchema), ...errorResponses },
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(await purgeExpired(deps.db, currentUser(c).id, deps.clock()), 200);
    },
  );
