import { z } from '@hono/zod-openapi';
import { notificationListSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent, OkSchema } from '@/http/schemas';
import * as service from './notifications.service';

const tags = ['Notifications'] as const;
const access = ['authenticated'] as const;
const IdParam = z.object({ id: z.uuid({ error: 'Identifiant de notification invalide' }) });
const CountSchema = z.object({ count: z.number().int() });

export const notificationsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/notifications',
      operationId: 'listNotifications',
      access,
      tags,
      summary: 'Mes notifications',
      description: 'Les plus récentes en premier (20 par page ; `unread=true` : les 10 non lues de la cloche)',
      request: {
        query: z.object({
          page: z.coerce.number().int().min(1).max(1000).default(1),
          unread: z.enum(['true', 'false']).optional(),
        }),
      },
      responses: { 200: jsonContent(component(notificationListSchema, 'NotificationList')), ...errorResponses },
    }),
    async (c) => {
      const { page, unread } = c.req.valid('query');
      const result = await service.listNotifications(c.get('deps').db, currentUser(c).id, {
        page,
        unreadOnly: unread === 'true',
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/notifications/{id}/read',
      operationId: 'markNotificationRead',
      access,
      tags,
      summary: 'Marquer une notification comme lue',
      request: { params: IdParam },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      const { db, events } = c.get('deps');
      await service.markRead(db, events, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/notifications/read-all',
      operationId: 'markAllNotificationsRead',
      access,
      tags,
      summary: 'Tout marquer comme lu',
      responses: { 200: jsonContent(CountSchema), ...errorResponses },
    }),
    async (c) => {
      const { db, events } = c.get('deps');
      return c.json({ count: await service.markAllRead(db, events, currentUser(c).id) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/notifications/read',
      operationId: 'deleteReadNotifications',
      access,
      tags,
      summary: 'Supprimer toutes les notifications lues',
      responses: { 200: jsonContent(CountSchema), ...errorResponses },
    }),
    async (c) => {
      const { db, events } = c.get('deps');
      return c.json({ count: await service.deleteAllRead(db, events, currentUser(c).id) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/notifications/{id}',
      operationId: 'deleteNotification',
      access,
      tags,
      summary: 'Supprimer une notification',
      request: { params: IdParam },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      const { db, events } = c.get('deps');
      await service.deleteNotification(db, events, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
