import { z } from '@hono/zod-openapi';
import {
  assignDriverSchema,
  businessIdParam,
  changeOrderStatusSchema,
  partnerCancelOrderSchema,
  partnerOrdersQuerySchema,
  PARTNER_OPS_TEXTS,
  partnerOrderDetailSchema,
  partnerOrderListSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { assignDriver } from './partner-orders.assign';
import * as service from './partner-orders.service';

const tags = ['Partenaire — commandes'] as const;
const access = ['partner'] as const;
const base = '/partner/businesses/{businessId}';
const businessParams = z.object({ businessId: businessIdParam });
const orderParams = businessParams.extend({ orderId: z.uuid({ error: PARTNER_OPS_TEXTS.orderIdInvalid }) });

const OrderListSchema = component(partnerOrderListSchema, 'PartnerOrderList');
const OrderSchema = component(partnerOrderDetailSchema, 'PartnerOrder');
const OrderResponse = z.object({ order: OrderSchema });

export const partnerOrdersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/orders`,
      operationId: 'listPartnerOrders',
      access,
      tags,
      summary: 'Commandes du commerce',
      description:
        'Les plus récentes en premier (filtre `status` : un statut ou `active` ; 20 par page), avec le nombre par statut.',
      request: { params: businessParams, query: partnerOrdersQuerySchema },
      responses: { 200: jsonContent(OrderListSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      return c.json(
        await service.listPartnerOrders(c.get('deps').db, currentUser(c).id, businessId, c.req.valid('query')),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: `${base}/orders/{orderId}`,
      operationId: 'getPartnerOrder',
      access,
      tags,
      summary: 'Une commande du commerce',
      description: 'Articles, totaux, client, adresse et repère, historique, livreur et sa position.',
      request: { params: orderParams },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const { businessId, orderId } = c.req.valid('param');
      return c.json(
        { order: await service.getPartnerOrder(c.get('deps').db, currentUser(c).id, businessId, orderId) },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/orders/{orderId}/status`,
      operationId: 'setPartnerOrderStatus',
      access,
      tags,
      summary: 'Changer le statut',
      description:
        'Tout statut, sauf quitter Livrée ou Annulée ; le même statut ne fait rien. Client notifié et prévenu par e-mail.',
      request: { params: orderParams, body: jsonBody(changeOrderStatusSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const { businessId, orderId } = c.req.valid('param');
      const order = await service.setPartnerOrderStatus(
        c.get('deps'),
        currentUser(c).id,
        businessId,
        orderId,
        c.req.valid('json'),
      );
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/orders/{orderId}/cancel`,
      operationId: 'cancelPartnerOrder',
      access,
      tags,
      summary: 'Annuler la commande avec une raison (obligatoire, lue par le client)',
      request: { params: orderParams, body: jsonBody(partnerCancelOrderSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const { businessId, orderId } = c.req.valid('param');
      const order = await service.cancelPartnerOrder(
        c.get('deps'),
        currentUser(c).id,
        businessId,
        orderId,
        c.req.valid('json').reason,
      );
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/orders/{orderId}/assign-driver`,
      operationId: 'assignPartnerOrderDriver',
      access,
      tags,
      summary: 'Confier la livraison à un livreur',
      description:
        'Un livreur de service actif du commerce, ou un indépendant vérifié, en service et disponible. Le livreur et le client sont notifiés.',
      request: { params: orderParams, body: jsonBody(assignDriverSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const { businessId, orderId } = c.req.valid('param');
      const order = await assignDriver(
        c.get('deps'),
        currentUser(c).id,
        businessId,
        orderId,
        c.req.valid('json').driverId,
      );
      return c.json({ order }, 200);
    },
  );
