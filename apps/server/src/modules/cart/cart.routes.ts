import { z } from '@hono/zod-openapi';
import {
  addToCartResponseSchema,
  addToCartSchema,
  cartViewSchema,
  MESSAGES,
  updateCartItemSchema,
  updateCartSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, patchBody } from '@/http/schemas';
import { sendJson } from '@/lib/encoded-json';
import * as service from './cart.service';

const tags = ['Panier'] as const;
// Only customers have a cart (spec 01 §6): a visitor gets 401, other roles 403.
const access = ['customer'] as const;

const CartSchema = component(cartViewSchema, 'Cart');
const CartResponse = z.object({ cart: CartSchema });
const AddResponse = component(addToCartResponseSchema, 'AddToCartResponse');
const ItemParam = z.object({ itemId: z.uuid({ error: MESSAGES.cartItemNotFound }) });

export const cartRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/cart',
      operationId: 'getCart',
      access,
      tags,
      summary: 'Mon panier, aux prix actuels du menu (créé vide au besoin)',
      responses: { 200: jsonContent(CartResponse), ...errorResponses },
    }),
    async (c) => sendJson(c, { cart: await service.getCartWithItems(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/cart',
      operationId: 'updateCart',
      access,
      tags,
      summary: 'Mode de livraison, adresse et instructions du panier',
      request: { body: patchBody(updateCartSchema) },
      responses: { 200: jsonContent(CartResponse), ...errorResponses },
    }),
    async (c) =>
      sendJson(c, { cart: await service.updateCart(c.get('deps'), currentUser(c).id, c.req.valid('json')) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/cart',
      operationId: 'clearCart',
      access,
      tags,
      summary: 'Vider le panier',
      responses: { 200: jsonContent(CartResponse), ...errorResponses },
    }),
    async (c) => sendJson(c, { cart: await service.clearCart(c.get('deps'), currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/cart/items',
      operationId: 'addCartItem',
      access,
      tags,
      summary: 'Ajouter un article',
      description:
        "Prix, nom et image lus dans le menu. Un article d'un autre commerce vide d'abord le panier : `replacedBusinessName` le dit.",
      request: { body: jsonBody(addToCartSchema) },
      responses: { 200: jsonContent(AddResponse), ...errorResponses },
    }),
    async (c) => sendJson(c, await service.addItem(c.get('deps'), currentUser(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/cart/items/{itemId}',
      operationId: 'updateCartItem',
      access,
      tags,
      summary: "Changer la quantité ou les instructions d'une ligne",
      description: "Une quantité de 0 ou moins retire l'article.",
      request: { params: ItemParam, body: patchBody(updateCartItemSchema) },
      responses: { 200: jsonContent(CartResponse), ...errorResponses },
    }),
    async (c) => {
      const cart = await service.updateItem(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').itemId,
        c.req.valid('json'),
      );
      return sendJson(c, { cart }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/cart/items/{itemId}',
      operationId: 'removeCartItem',
      access,
      tags,
      summary: 'Retirer une ligne du panier',
      request: { params: ItemParam },
      responses: { 200: jsonContent(CartResponse), ...errorResponses },
    }),
    async (c) =>
      sendJson(
        c,
        { cart: await service.removeItem(c.get('deps'), currentUser(c).id, c.req.valid('param').itemId) },
        200,
      ),
  );
