// zod/mini: the web app's realtime client is on every page, and the full zod would add 26 KB to it.
import { z } from 'zod/mini';
import { ORDER_STATUSES } from './orders';
import { RESERVATION_STATUSES } from './reservation-statuses';

/**
 * Every realtime event of `/api/events`, once: its name and the schema of its payload. The
 * server can publish only these (the compiler checks the payload), and the web app parses what
 * it receives with the same schemas. Payloads stay small (ids and a status): PostgreSQL caps
 * NOTIFY at 8 KB, and the web app refetches what it shows anyway.
 */
export const LIVE_EVENT_SCHEMAS = {
  /**
   * An order was placed or changed (status, driver, payment), or a ready delivery order entered
   * or left the offers of the drivers on duty. Goes to the customer, the business owner, the
   * driver who holds it (or just lost it), and for offers the drivers on duty.
   */
  order: z.object({ orderId: z.uuid(), businessId: z.nullable(z.uuid()), status: z.enum(ORDER_STATUSES) }),
  /**
   * The driver of an order under way moved. Not an `order` event: it comes every few seconds,
   * changes no status, count or figure, and carries the position so a map can move its marker.
   */
  driver_position: z.object({
    orderId: z.uuid(),
    driverLocation: z.object({ latitude: z.number(), longitude: z.number(), updatedAt: z.iso.datetime() }),
  }),
  /** The user's cart changed (from another tab or phone, or emptied by an order). */
  cart: z.object({ cartId: z.uuid() }),
  /** The user's notifications changed (a new one, read, deleted): the bell refetches them. */
  notification: z.object({}),
  /** A table reservation was requested or changed: the customer's and the restaurant's lists follow. */
  reservation: z.object({ reservationId: z.uuid(), status: z.enum(RESERVATION_STATUSES) }),
  /** A partner's menu changed (from another phone). */
  partner_menu: z.object({ businessId: z.uuid() }),
  /** A partner's business profile or open state changed (from another phone). */
  partner_business: z.object({ businessId: z.uuid() }),
  /**
   * An admin deactivated or deleted the account: its sessions are gone. The stream closes after
   * this event, and the web app forgets the signed-in user at once.
   */
  session_ended: z.object({}),
} as const;

export type LiveEventName = keyof typeof LIVE_EVENT_SCHEMAS;
export const LIVE_EVENT_NAMES = Object.keys(LIVE_EVENT_SCHEMAS) as LiveEventName[];
export type LiveEventData<Name extends LiveEventName> = z.infer<(typeof LIVE_EVENT_SCHEMAS)[Name]>;
/** The discriminated union of every event: `{ type: 'order', data: { orderId, … } } | …`. */
export type LiveEvent = { [Name in LiveEventName]: { type: Name; data: LiveEventData<Name> } }[LiveEventName];

export { STREAM_READY_EVENT, SUPERSEDED_EVENT } from './stream-events';

export function isLiveEventName(name: string): name is LiveEventName {
  return Object.hasOwn(LIVE_EVENT_SCHEMAS, name);
}

/** The event named `type` with its JSON `raw` payload, or null when either is not one of ours. */
export function parseLiveEvent(type: string, raw: string): LiveEvent | null {
  if (!isLiveEventName(type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = LIVE_EVENT_SCHEMAS[type].safeParse(json);
  return parsed.success ? ({ type, data: parsed.data } as LiveEvent) : null;
}
