import { z } from '@hono/zod-openapi';
import {
  adminUserChangeSchema,
  adminUserDeletionSchema,
  adminUserExportSchema,
  adminUserFiltersSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserStatsSchema,
  userIdParam,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { deleteUser, exportUsers, listUsers, setUserActive, userStats } from './admin-users.service';

const tags = ['Administration — utilisateurs'] as const;
const access = ['admin'] as const;
const userParams = z.object({ userId: userIdParam });

const AdminUserSchema = component(adminUserSchema, 'AdminUser');
const ChangeSchema = component(adminUserChangeSchema.extend({ user: AdminUserSchema }), 'AdminUserChange');

function toggleRoute(isActive: boolean) {
  return defineRoute({
    method: 'post',
    path: `/admin/users/{userId}/${isActive ? 'activate' : 'deactivate'}`,
    operationId: isActive ? 'activateAdminUser' : 'deactivateAdminUser',
    access,
    tags,
    summary: isActive ? 'Réactiver un compte' : 'Désactiver un compte',
    ...(isActive
      ? {}
      : {
          description:
            'La connexion est refusée et les sessions ouvertes se terminent aussitôt ; jamais son propre compte.',
        }),
    request: { params: userParams },
    responses: { 200: jsonContent(ChangeSchema), ...errorResponses },
  });
}

// `/admin/users/stats` and `/export` are declared before any `/admin/users/{userId}` route.
export const adminUsersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/users/stats',
      operationId: 'getAdminUserStats',
      access,
      tags,
      summary: 'Comptes par rôle, actifs, inactifs, nouveaux ce mois-ci, supprimés',
      responses: { 200: jsonContent(component(adminUserStatsSchema, 'AdminUserStats')), ...errorResponses },
    }),
    async (c) => c.json(await userStats(c.get('deps').db), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/users/export',
      operationId: 'exportAdminUsers',
      access,
      tags,
      summary: 'Exporter toute la liste filtrée (CSV)',
      description: "Pour l'export CSV (mêmes filtres, sans pages, 10 000 lignes au plus)",
      request: { query: adminUserFiltersSchema },
      responses: {
        200: jsonContent(adminUserExportSchema.extend({ items: z.array(AdminUserSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await exportUsers(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/users',
      operationId: 'listAdminUsers',
      access,
      tags,
      summary: 'Tous les profils',
      description:
        '10 par page, du plus récent au plus ancien ; recherche sur le nom ou l’e-mail, filtres rôle et statut ; commandes et montant dépensé de chacun.',
      request: { query: adminUserListQuerySchema },
      responses: {
        200: jsonContent(adminUserPageSchema.extend({ items: z.array(AdminUserSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listUsers(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(toggleRoute(true), async (c) =>
    c.json(await setUserActive(c.get('deps'), currentUser(c).id, c.req.valid('param').userId, true), 200),
  )
  .openapi(toggleRoute(false), async (c) =>
    c.json(await setUserActive(c.get('deps'), currentUser(c).id, c.req.valid('param').userId, false), 200),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/admin/users/{userId}',
      operationId: 'deleteAdminUser',
      access,
      tags,
      summary: 'Supprimer un compte',
      description:
        'Anonymisé s’il a des commandes (ou réservations, commerces, livraisons, actions d’administration), effacé sinon ; jamais son propre compte.',
      request: { params: userParams },
      responses: { 200: jsonContent(component(adminUserDeletionSchema, 'AdminUserDeletion')), ...errorResponses },
    }),
    async (c) => c.json(await deleteUser(c.get('deps'), currentUser(c).id, c.req.valid('param').userId), 200),
  );
