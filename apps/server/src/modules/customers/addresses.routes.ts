import { z } from '@hono/zod-openapi';
import { addressSchema, addressUpdateSchema, uuid, customerAddressSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent, OkSchema, patchBody } from '@/http/schemas';
import * as service from './addresses.service';

const tags = ['Adresses'] as const;
const access = ['customer'] as const;

const AddressSchema = component(customerAddressSchema, 'Address');
const AddressList = z.object({ addresses: z.array(AddressSchema) });
const IdParam = z.object({ id: uuid("Identifiant d'adresse invalide") });

export const addressesRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/me/addresses',
      operationId: 'listMyAddresses',
      access,
      tags,
      summary: 'Mes adresses de livraison (la principale en premier)',
      responses: { 200: jsonContent(AddressList), ...errorResponses },
    }),
    async (c) => c.json({ addresses: await service.listAddresses(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/me/addresses',
      operationId: 'createMyAddress',
      access,
      tags,
      summary: 'Ajouter une adresse (la première devient la principale ; 20 au plus)',
      request: { body: jsonBody(addressSchema) },
      responses: { 201: jsonContent(AddressSchema, 'Créée'), ...errorResponses },
    }),
    async (c) => c.json(await service.createAddress(c.get('deps').db, currentUser(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/me/addresses/{id}',
      operationId: 'updateMyAddress',
      access,
      tags,
      summary: 'Modifier une de mes adresses',
      request: { params: IdParam, body: patchBody(addressUpdateSchema) },
      responses: { 200: jsonContent(AddressSchema), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.updateAddress(c.get('deps').db, currentUser(c).id, id, c.req.valid('json')), 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'delete',
      path: '/me/addresses/{id}',
      operationId: 'deleteMyAddress',
      access,
      tags,
      summary: 'Supprimer une de mes adresses (si c’était la principale, une autre le devient)',
      request: { params: IdParam },
      responses: { 200: jsonContent(OkSchema), ...errorResponses },
    }),
    async (c) => {
      await service.deleteAddress(c.get('deps').db, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/me/addresses/{id}/default',
      operationId: 'setMyDefaultAddress',
      access,
      tags,
      summary: 'En faire mon adresse principale',
      request: { params: IdParam },
      responses: { 200: jsonContent(AddressList), ...errorResponses },
    }),
    async (c) => {
      const addresses = await service.setDefaultAddress(c.get('deps').db, currentUser(c).id, c.req.valid('param').id);
      return c.json({ addresses }, 200);
    },
  );
