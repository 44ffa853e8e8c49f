import { z } from '@hono/zod-openapi';
import {
  businessIdParam,
  declineReservationSchema,
  partnerReservationsQuerySchema,
  PARTNER_OPS_TEXTS,
  partnerReservationSchema,
} from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent } from '@/http/schemas';
import { answerReservation, listPartnerReservations } from './partner-reservations.service';

const tags = ['Partenaire — réservations'] as const;
const access = ['partner'] as const;
const base = '/partner/businesses/{businessId}/reservations';
const businessParams = z.object({ businessId: businessIdParam });
const reservationParams = businessParams.extend({
  reservationId: z.uuid({ error: PARTNER_OPS_TEXTS.reservationIdInvalid }),
});
const ReservationSchema = component(partnerReservationSchema, 'PartnerReservation');
const optionalBody = <T extends z.ZodType>(schema: T) => ({
  required: false,
  content: { 'application/json': { schema } },
});

export const partnerReservationsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: base,
      operationId: 'listPartnerReservations',
      access,
      tags,
      summary: 'Réservations de table du commerce',
      description: 'À venir (les plus proches d’abord), puis les passées récentes ; filtre `status`.',
      request: { params: businessParams, query: partnerReservationsQuerySchema },
      responses: { 200: jsonContent(z.object({ reservations: z.array(ReservationSchema) })), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = c.req.valid('param');
      const list = await listPartnerReservations(
        c.get('deps').db,
        currentUser(c).id,
        businessId,
        c.req.valid('query').status,
      );
      return c.json({ reservations: list }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{reservationId}/confirm`,
      operationId: 'confirmPartnerReservation',
      access,
      tags,
      summary: 'Accepter une réservation en attente',
      description: 'Le client est notifié ; accepter à nouveau ne fait rien.',
      request: { params: reservationParams },
      responses: { 200: jsonContent(ReservationSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, reservationId } = c.req.valid('param');
      return c.json(
        await answerReservation(c.get('deps'), currentUser(c).id, businessId, reservationId, { status: 'confirmed' }),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{reservationId}/decline`,
      operationId: 'declinePartnerReservation',
      access,
      tags,
      summary: 'Refuser une réservation en attente ou confirmée',
      description: 'Avec un motif facultatif lu par le client.',
      request: { params: reservationParams, body: optionalBody(declineReservationSchema) },
      responses: { 200: jsonContent(ReservationSchema), ...errorResponses },
    }),
    async (c) => {
      const { businessId, reservationId } = c.req.valid('param');
      const { reason } = c.req.valid('json') ?? {};
      return c.json(
        await answerReservation(c.get('deps'), currentUser(c).id, businessId, reservationId, {
          status: 'declined',
          reason,
        }),
        200,
      );
    },
  );
