import { z } from '@hono/zod-openapi';
import { REGIONS, reservationSchema, uuid, customerReservationSchema, reservationVenueSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { publicCache } from '@/lib/public-cache';
import * as service from './reservations.service';
import { getVenue, listVenues } from './venues.service';

const tags = ['Réservations'] as const;
const access = ['customer'] as const;

const ReservationSchema = component(customerReservationSchema, 'Reservation');
const IdParam = z.object({ id: uuid('Identifiant de réservation invalide') });
const VenueSchema = component(reservationVenueSchema, 'ReservationVenue');
const VenuesQuery = z.object({
  q: z.string().trim().max(100, 'Recherche trop longue (100 caractères au plus)').optional(),
  region: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REGIONS, { error: `Région inconnue (${REGIONS.join(', ')})` }).optional(),
  ),
});

// The unfiltered picker lists (one per region) are public and change rarely.
const VENUES_TTL = 60_000;
const venuesCache = publicCache(VENUES_TTL);

export const reservationsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/reservations/venues',
      operationId: 'listReservationVenues',
      access: ['public'],
      tags,
      summary: 'Restaurants et cafés qui prennent les réservations',
      description: '50 au plus, les mieux notés ; `q` cherche dans le nom.',
      request: { query: VenuesQuery },
      responses: { 200: jsonContent(z.object({ venues: z.array(VenueSchema) })), ...errorResponses },
    }),
    async (c) => {
      const { q, region } = c.req.valid('query');
      const { db } = c.get('deps');
      if (q) return c.json({ venues: await listVenues(db, { q, region }) }, 200);
      c.header('Cache-Control', `public, max-age=${VENUES_TTL / 1000}`);
      return c.json({ venues: await venuesCache.get(region ?? 'all', () => listVenues(db, { region })) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/reservations/venues/{id}',
      operationId: 'getReservationVenue',
      access: ['public'],
      tags,
      summary: 'Un restaurant ou café qui prend les réservations, avec ses horaires',
      request: { params: z.object({ id: uuid('Identifiant de commerce invalide') }) },
      responses: { 200: jsonContent(VenueSchema), ...errorResponses },
    }),
    async (c) => c.json(await getVenue(c.get('deps').db, c.req.valid('param').id), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/reservations',
      operationId: 'createReservation',
      access,
      tags,
      summary: 'Réserver une table',
      description:
        "Restaurant ou café ; aujourd'hui à 60 jours, dans les horaires d'ouverture ; 1 à 20 personnes. La même demande répétée renvoie la première (200) au lieu d’en créer une seconde (201).",
      request: { body: jsonBody(reservationSchema) },
      responses: {
        201: jsonContent(ReservationSchema, 'Créée'),
        200: jsonContent(ReservationSchema, 'Déjà enregistrée'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { reservation, created } = await service.createReservation(
        c.get('deps'),
        currentUser(c),
        c.req.valid('json'),
      );
      return c.json(reservation, created ? 201 : 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'get',
      path: '/me/reservations',
      operationId: 'listMyReservations',
      access,
      tags,
      summary: 'Mes réservations : à venir (les plus proches d’abord), puis passées',
      responses: { 200: jsonContent(z.object({ reservations: z.array(ReservationSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ reservations: await service.listMyReservations(c.get('deps').db, currentUser(c).id) }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/me/reservations/{id}/cancel',
      operationId: 'cancelMyReservation',
      access,
      tags,
      summary: 'Annuler une de mes réservations (en attente ou confirmée, pas encore passée)',
      request: { params: IdParam },
      responses: { 200: jsonContent(ReservationSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await service.cancelReservation(c.get('deps'), currentUser(c).id, c.req.valid('param').id), 200),
  );
