import { z } from '@hono/zod-openapi';
import {
  cancelOrderSchema,
  customerOrderSummarySchema,
  IDEMPOTENCY_KEY_MAX,
  MESSAGES,
  ORDERS_PAGE_SIZE,
  orderDetailSchema,
  orderListResponseSchema,
  placeOrderSchema,
  reviewOrderSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, ErrorSchema, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { sendJson } from '@/lib/encoded-json';
import * as service from './orders.service';

const tags = ['Commandes'] as const;
const customer = ['customer'] as const;

const OrderSchema = component(orderDetailSchema, 'Order');
const OrderResponse = z.object({ order: OrderSchema });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.orderNotFound }) });
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: MESSAGES.idempotencyKeyRequired })
    .trim()
    .min(1, MESSAGES.idempotencyKeyRequired)
    .max(IDEMPOTENCY_KEY_MAX, MESSAGES.idempotencyKeyRequired),
});
const optionalBody = <T extends z.ZodType>(schema: T) => ({
  required: false,
  content: { 'application/json': { schema } },
});

export const ordersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/orders',
      operationId: 'placeOrder',
      access: customer,
      tags,
      summary: 'Passer commande avec le panier',
      description:
        "Prix relus dans le menu, paiement en espèces. L'en-tête `Idempotency-Key` est obligatoire : la même clé avec la même demande rend la même commande (200, `Idempotent-Replayed: true`) sans en créer une autre ; la même clé avec une autre demande est refusée (422, `idempotency_key_reused`). Au plus 99 d'un article et 500 articles par commande.",
      request: { headers: IdempotencyHeaders, body: jsonBody(placeOrderSchema) },
      responses: {
        201: jsonContent(OrderResponse, 'Commande créée'),
        200: jsonContent(OrderResponse, 'Commande déjà passée avec cette clé'),
        ...errorResponses,
        422: jsonContent(ErrorSchema, 'Clé déjà utilisée pour une autre demande'),
      },
    }),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const { order, replayed } = await service.placeOrder(c.get('deps'), currentUser(c).id, key, c.req.valid('json'));
      if (replayed) {
        c.header('Idempotent-Replayed', 'true');
        return sendJson(c, { order }, 200);
      }
      return sendJson(c, { order }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/orders',
      operationId: 'listMyOrders',
      access: customer,
      tags,
      summary: 'Mes commandes, les plus récentes en premier',
      request: {
        query: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
        }),
      },
      responses: { 200: jsonContent(component(orderListResponseSchema, 'OrderList')), ...errorResponses },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query');
      return c.json(await service.listMyOrders(c.get('deps').db, currentUser(c).id, page, pageSize), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/orders/summary',
      operationId: 'getMyOrderSummary',
      access: customer,
      tags,
      summary: 'Vue d’ensemble client',
      description:
        'Nombre de commandes, montant dépensé (commandes livrées), 3 commerces favoris, 5 commandes récentes.',
      responses: { 200: jsonContent(component(customerOrderSummarySchema, 'CustomerOrderSummary')), ...errorResponses },
    }),
    async (c) => c.json(await service.getSummary(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/orders/{id}',
      operationId: 'getMyOrder',
      access: customer,
      tags,
      summary: 'Une de mes commandes : articles, historique des statuts, livreur, avis',
      request: { params: IdParam },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) =>
      c.json({ order: await service.getMyOrder(c.get('deps').db, currentUser(c).id, c.req.valid('param').id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/orders/{id}/cancel',
      operationId: 'cancelMyOrder',
      access: customer,
      tags,
      summary: 'Annuler une de mes commandes tant qu’elle est en attente ou confirmée',
      request: { params: IdParam, body: optionalBody(cancelOrderSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const { reason } = c.req.valid('json') ?? {};
      const order = await service.cancelOrder(c.get('deps'), currentUser(c).id, c.req.valid('param').id, reason);
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/orders/{id}/review',
      operationId: 'reviewMyOrder',
      access: customer,
      tags,
      summary: 'Donner son avis (1 à 5 étoiles) sur une de mes commandes livrées, une seule fois',
      request: { params: IdParam, body: jsonBody(reviewOrderSchema) },
      responses: { 201: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const order = await service.reviewOrder(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ order }, 201);
    },
  );
