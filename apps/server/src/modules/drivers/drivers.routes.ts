import { z } from '@hono/zod-openapi';
import {
  driverHistoryQuerySchema,
  driverLocationSchema,
  driverOrderIdSchema,
  driverStepSchema,
  dutySchema,
  signInSchema,
  driverHistoryResponseSchema,
  driverLocationResultSchema,
  driverMeSchema,
  driverOffersResponseSchema,
  driverOrderSchema,
  sessionUserSchema,
} from '@livra/shared';
import { clientAddress } from '@/http/client-address';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponse, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { confirmCashCollected, getMyDelivery, listMyDeliveries, recordStep } from './deliveries.service';
import { driverSignIn } from './driver-auth.service';
import { getMe, setDuty } from './driver-profile.service';
import { getHistory } from './history.service';
import { recordLocation } from './location.service';
import { acceptOffer, listOffers } from './offers.service';

const tags = ['Livreur'] as const;
const access = ['driver'] as const;
const params = z.object({ orderId: driverOrderIdSchema });

const DriverOrderSchema = component(driverOrderSchema, 'DriverOrder');
const OrderResponse = z.object({ order: DriverOrderSchema });
const DriverMeSchema = component(driverMeSchema, 'DriverMe');

export const driversRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/driver/sign-in',
      operationId: 'signInDriver',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Connexion livreur',
      description:
        'Spec 01 §5. Compte désactivé, profil livreur absent, rôle corrigé pour un client trouvé dans la table drivers par e-mail, sinon refus (la session ouverte est refermée)',
      request: { body: jsonBody(signInSchema) },
      responses: {
        200: jsonContent(z.object({ user: component(sessionUserSchema, 'SessionUser') })),
        ...errorResponses,
        401: errorResponse('E-mail ou mot de passe incorrect'),
        403: errorResponse('Compte désactivé, ou pas de profil livreur'),
      },
    }),
    async (c) => {
      const result = await driverSignIn(c.get('deps'), c.req.valid('json'), c.req.raw.headers, clientAddress(c));
      for (const cookie of result.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ user: result.user }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/driver/me',
      operationId: 'getDriverProfile',
      access,
      tags,
      summary: 'Mon profil livreur',
      description: 'Mon service (en service ou non), mes chiffres du jour et au total, ma dernière position.',
      responses: { 200: jsonContent(DriverMeSchema), ...errorResponses },
    }),
    async (c) => c.json(await getMe(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/driver/duty',
      operationId: 'setDriverDuty',
      access,
      tags,
      summary: 'Prendre ou quitter le service',
      description: 'Une session de travail ; idempotent. Quitter est refusé avec une livraison en cours.',
      request: { body: jsonBody(dutySchema) },
      responses: { 200: jsonContent(DriverMeSchema), ...errorResponses },
    }),
    async (c) => c.json(await setDuty(c.get('deps'), currentUser(c).id, c.req.valid('json').onDuty), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/driver/offers',
      operationId: 'listDriverOffers',
      access,
      tags,
      summary: 'Commandes prêtes à livrer sans livreur',
      description:
        "En service seulement. Toutes pour un indépendant, celles de son commerce pour un livreur de service ; les plus proches d'abord.",
      responses: { 200: jsonContent(component(driverOffersResponseSchema, 'DriverOffers')), ...errorResponses },
    }),
    async (c) => c.json(await listOffers(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/driver/offers/{orderId}/accept',
      operationId: 'acceptDriverOffer',
      access,
      tags,
      summary: 'Accepter une commande proposée',
      description: 'Un seul livreur la remporte (409 pour les autres) ; la ré-accepter soi-même ne change rien.',
      request: { params },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) =>
      c.json({ order: await acceptOffer(c.get('deps'), currentUser(c).id, c.req.valid('param').orderId) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/driver/orders',
      operationId: 'listDriverOrders',
      access,
      tags,
      summary: 'Mes livraisons en cours',
      description: 'Dont celles livrées dont les espèces restent à confirmer.',
      responses: { 200: jsonContent(z.object({ items: z.array(DriverOrderSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ items: await listMyDeliveries(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/driver/orders/{orderId}',
      operationId: 'getDriverOrder',
      access,
      tags,
      summary: "Une commande qui m'est assignée",
      description: 'Retrait, client, adresse et repère, montant à encaisser.',
      request: { params },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) =>
      c.json({ order: await getMyDelivery(c.get('deps').db, currentUser(c).id, c.req.valid('param').orderId) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/driver/orders/{orderId}/status',
      operationId: 'setDriverOrderStatus',
      access,
      tags,
      summary: 'Étape de livraison',
      description:
        'Récupérée (après confirmation du commerce) → en cours de livraison (estimation à +30 min) → livrée. Jamais en arrière ; la même étape renvoyée ne fait rien.',
      request: { params, body: jsonBody(driverStepSchema) },
      responses: { 200: jsonContent(OrderResponse), ...errorResponses },
    }),
    async (c) => {
      const order = await recordStep(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').orderId,
        c.req.valid('json').status,
      );
      return c.json({ order }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/driver/orders/{orderId}/cash-collected',
      operationId: 'confirmDriverCashCollected',
      access,
      tags,
      summary: 'Espèces encaissées sur une commande livrée',
      description:
        'Paiement terminé, livraison et gains (frais de livraison) comptés une seule fois même si la requête est répétée.',
      request: { params },
      responses: { 200: jsonContent(OrderResponse.extend({ changed: z.boolean() })), ...errorResponses },
    }),
    async (c) =>
      c.json(await confirmCashCollected(c.get('deps'), currentUser(c).id, c.req.valid('param').orderId), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/driver/location',
      operationId: 'shareDriverLocation',
      access,
      tags,
      summary: 'Partager ma position',
      description:
        'En service. Enregistrée, recopiée sur mes commandes en cours et envoyée en direct à leurs clients et commerces ; ignorée à moins de 2 s de la précédente.',
      request: { body: jsonBody(driverLocationSchema) },
      responses: { 200: jsonContent(component(driverLocationResultSchema, 'DriverLocationResult')), ...errorResponses },
    }),
    async (c) => c.json(await recordLocation(c.get('deps'), currentUser(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/driver/history',
      operationId: 'listDriverHistory',
      access,
      tags,
      summary: 'Mes livraisons terminées',
      description: 'Livrées ou annulées. Les plus récentes en premier, avec les gains et les totaux.',
      request: { query: driverHistoryQuerySchema },
      responses: { 200: jsonContent(component(driverHistoryResponseSchema, 'DriverHistory')), ...errorResponses },
    }),
    async (c) => c.json(await getHistory(c.get('deps').db, currentUser(c).id, c.req.valid('query').page), 200),
  );
