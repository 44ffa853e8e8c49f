import { z } from '@hono/zod-openapi';
import {
  adminDriverChoicesSchema,
  adminOrderDetailSchema,
  adminOrderExportSchema,
  adminOrderListSchema,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  assignDriverSchema,
  changeOrderStatusSchema,
  MESSAGES,
  partnerCancelOrderSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { assignDriverAsAdmin, cancelOrderAsAdmin, setOrderStatusAsAdmin } from './admin-orders.actions';
import * as service from './admin-orders.service';

const tags = ['Administration — commandes'] as const;
const access = ['admin'] as const;

const OrderSchema = component(adminOrderDetailSchema, 'AdminOrder');
const OrderResponse = z.object({ order: OrderSchema });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.orderIdFormat }) });

export const adminOrdersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/orders',
      operationId: 'listAdminOrders',
      access,
      tags,
      summary: 'Toutes les commandes',
      description:
        'Les plus récentes en premier, 10 par page : filtre par statut et par période (`from`, `to` : AAAA-MM-JJ, inclus), recherche sur le numéro, le nom ou l’e-mail du client, le commerce.',
      request: { query: adminOrdersQuerySchema },
      responses: { 200: jsonContent(component(adminOrderListSchema, 'AdminOrderList')), ...errorResponses },
    }),
    async (c) => c.json(await service.listAdminOrders(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/orders/export',
      operationId: 'exportAdminOrders',
      access,
      tags,
      summary: 'Exporter toute la liste filtrée (CSV)',
      description:
        'Mêmes filtres, sans pagination, au plus 10 000 lignes. Pour l’export CSV ; `total` dit combien de commandes correspondent.',
      request: { query: adminOrdersExportQuerySchema },
      responses: { 200: jsonContent(component(adminOrderExportSchema, 'AdminOrderExport')), ...errorResponses },
    }),
    async (c) => c.json(await service.exportAdminOrders(c.get('deps').db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/orders/{id}',
      operationId: 'getAdminOrder',
      access,
      tags,
      summary: 'Une commande en détail',
      description:
        'Articles, totaux, client, adresse et repère, livreur, historique des statuts (avec qui les a changés).',
      request: { params: IdParam },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => c.json({ order: await service.getAdminOrder(c.get('deps').db, c.req.valid('param').id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/admin/orders/{id}/drivers',
      operationId: 'listAdminOrderDrivers',
      access,
      tags,
      summary: 'Les livreurs à qui confier la commande',
      description:
        'Actifs, approuvés, avec un compte (indépendants, ou livreurs de service de son commerce) ; en service et les moins occupés d’abord.',
      request: { params: IdParam },
      responses: { 200: jsonContent(component(adminDriverChoicesSchema, 'AdminDriverChoices')), ...errorResponses },
    }),
    async (c) => c.json({ drivers: await service.listDriverChoices(c.get('deps').db, c.req.valid('param').id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/orders/{id}/status',
      operationId: 'setAdminOrderStatus',
      access,
      tags,
      summary: "Donner n'importe quel statut",
      description:
        "Spec 02 §4. Depuis n'importe quel statut, sauf quitter « Livrée » une fois le paiement compté ; le même statut ne change rien. Mêmes effets que pour le partenaire : historique, estimation à 30 min en livraison, heure de livraison, notification, e-mail, suivi en direct. Écrit au journal d'audit.",
      request: { params: IdParam, body: jsonBody(changeOrderStatusSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const order = await setOrderStatusAsAdmin(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/orders/{id}/cancel',
      operationId: 'cancelAdminOrder',
      access,
      tags,
      summary: 'Annuler la commande avec une raison',
      description: "Obligatoire, lue par le client. Déjà annulée : rien ne change. Écrit au journal d'audit.",
      request: { params: IdParam, body: jsonBody(partnerCancelOrderSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const order = await cancelOrderAsAdmin(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/orders/{id}/driver',
      operationId: 'assignAdminOrderDriver',
      access,
      tags,
      summary: 'Confier la livraison à un livreur',
      description:
        "Ou à un autre : actif, approuvé, avec un compte (un livreur de service seulement pour son commerce). Le livreur, le client et l'ancien livreur sont notifiés. Écrit au journal d'audit.",
      request: { params: IdParam, body: jsonBody(assignDriverSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const order = await assignDriverAsAdmin(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json').driverId,
      );
      return c.json({ order }, 200);
    },
  );
