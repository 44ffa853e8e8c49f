import { createHash, randomInt } from 'node:crypto';
import {
  CART_MAX_QUANTITY,
  CUSTOMER_MESSAGES,
  computeOrderTotals,
  ESTIMATE_MAX_MINUTES,
  ESTIMATE_MIN_MINUTES,
  MESSAGES,
  ORDER_MAX_QUANTITY,
  type OrderDetail,
  type PlaceOrderInput,
} from '@livra/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { PREPARED, prepared } from '@/db/prepared';
import {
  businesses,
  cartItems,
  carts,
  menuItems,
  type Order,
  orders,
  userAddresses,
  userProfiles,
} from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { AppError, badRequest, notFound } from '@/lib/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { lockExistingCart } from '@/modules/cart/cart.service';
import { isListed } from '@/modules/catalog/catalog.service';
import { heldBySubscription } from '@/modules/subscriptions/subscriptions.views';
import { orderDetail, placedOrderDetail } from './orders.views';
import { type PricedLine, writeOrder } from './orders.write';

// No 0/O/1/I: an order number is read aloud over the phone.
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const NUMBER_ATTEMPTS = 3;

/** `LIV-241122-4F7K`: the day (UTC, which is Conakry time) and 4 random characters. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `LIV-${day}-${suffix}`;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** True when the key had already placed this order: nothing new was created. */
  replayed: boolean;
}

/**
 * Turns the customer's cart into an order, in one transaction: the order, its lines and first
 * status are stored, the cart emptied, the counters bumped and the e-mail, notification and
 * events queued together — or nothing changes. Prices come from the menu, never the client.
 *
 * The cart row is locked first, so a second submit (same key or not) waits for the first:
 * with the same key it then finds the order and returns it; with another key it finds the
 * cart empty. The unique index (user_id, idempotency_key) is the last line of defence.
 */
export async function placeOrder(
  deps: Deps,
  userId: string,
  idempotencyKey: string,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const key = { value: idempotencyKey, requestHash: requestHash(input) };
  // No look-up of the key before the transaction: it is read right after the cart is locked,
  // where it must be read anyway (a retry waits there for the first attempt to commit).
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => placeInTransaction(deps, tx, userId, key, input));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await findByKey(deps.db, userId, key.value);
      if (winner) return replay(deps.db, winner, key.requestHash);
      // Otherwise two orders drew the same number the same day: draw again.
      if (attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
}

interface IdempotencyKey {
  value: string;
  requestHash: string;
}

/**
 * What "the same request" is for an Idempotency-Key: the parsed body (delivery method, saved
 * address or new one, landmark, instructions), with absent and empty fields alike and keys
 * sorted. The cart is deliberately left out: a placed order empties it, so a retry after a lost
 * answer always finds another cart, yet is the very same request and must get the same order.
 */
export function requestHash(input: PlaceOrderInput): string {
  const given = Object.entries(input).filter(([, value]) => value !== undefined && value !== '');
  given.sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(given)).digest('hex');
}

/**
 * The order a key already placed, as Stripe does: the same request gets it back, another
 * request with that key is refused. Orders placed before hashes were stored (null) replay.
 */
async function replay(db: Db | Tx, order: Order, requestHash: string): Promise<PlacedOrder> {
  if (order.idempotencyRequestHash !== null && order.idempotencyRequestHash !== requestHash) {
    throw new AppError(422, 'idempotency_key_reused', MESSAGES.idempotencyKeyReused);
  }
  return { order: await orderDetail(db, order), replayed: true };
}

/** The order limits, checked again here: the cart may have been filled before they existed. */
function checkQuantities(quantities: number[]) {
  if (quantities.some((quantity) => quantity > CART_MAX_QUANTITY))
    throw badRequest(MESSAGES.cartQuantityMax, 'quantity_max');
  const articles = quantities.reduce((sum, quantity) => sum + quantity, 0);
  if (articles > ORDER_MAX_QUANTITY) throw badRequest(MESSAGES.orderQuantityMax, 'order_quantity_max');
}

async function findByKey(db: Db | Tx, userId: string, key: string): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return order;
}

/**
 * In one statement: the order this key already placed (if any), the cart's business with what
 * decides whether it takes orders, the customer's profile, the owner's language, and the cart's
 * lines beside their menu items (one row per line, or one row with no line for an empty cart).
 * It must start once the cart is locked, so that a concurrent attempt with the same key has
 * committed by then: a statement that waits for a row lock keeps the snapshot it started with
 * for the other tables. So it is its own statement, sent right behind the lock (`placeInTransaction`).
 */
function orderContext(tx: Tx, userId: string, keyValue: string) {
  return orderContextStatement(tx).execute({ userId, key: keyValue });
}

const orderContextStatement = prepared(PREPARED.orderContext, (db, name) =>
  db
    .select({
      placedId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.userId} = ${sql.placeholder('userId')} and ${orders.idempotencyKey} = ${sql.placeholder('key')})`,
      customer: { name: userProfiles.name, email: userProfiles.email, locale: userProfiles.locale },
      ownerLocale: sql<
        string | null
      >`(select owner.locale from ${userProfiles} owner where owner.id = ${businesses.ownerId})`,
      business: {
        id: businesses.id,
        name: businesses.name,
        address: businesses.address,
        phone: businesses.phone,
        isOpen: businesses.isOpen,
        deliveryFee: businesses.deliveryFee,
        ownerId: businesses.ownerId,
      },
      listed: sql<boolean>`coalesce(${isListed}, false)`,
      held: heldBySubscription,
      line: cartItems,
      menuItem: {
        businessId: menuItems.businessId,
        name: menuItems.name,
        price: menuItems.price,
        image: menuItems.image,
        isAvailable: menuItems.isAvailable,
      },
    })
    .from(carts)
    .leftJoin(businesses, eq(businesses.id, carts.businessId))
    .leftJoin(userProfiles, eq(userProfiles.id, carts.userId))
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .prepare(name),
);

async function placeInTransaction(
  deps: Deps,
  tx: Tx,
  userId: string,
  key: IdempotencyKey,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  // Sent together, without waiting for the lock's answer (pipeline mode on PostgreSQL): the
  // context's statement runs once the lock is held, and the two answer in one round trip.
  const [cart, rows] = await Promise.all([lockExistingCart(tx, userId), orderContext(tx, userId, key.value)]);
  if (!cart) throw badRequest(MESSAGES.cartEmpty, 'cart_empty');
  const [context] = rows;
  if (context?.placedId) {
    const placed = await findByKey(tx, userId, key.value);
    if (placed) return replay(tx, placed, key.requestHash);
  }

  const lines = rows.flatMap(({ line, menuItem }) => (line ? [{ line, menuItem }] : []));
  if (lines.length === 0) throw badRequest(MESSAGES.cartEmpty, 'cart_empty');
  checkQuantities(lines.map(({ line }) => line.quantity));
  const business = context?.business;
  if (!business) throw badRequest(MESSAGES.businessInfoMissing, 'business_missing');
  if (context.held) throw badRequest(MESSAGES.businessSuspended(business.name), 'business_suspended');
  if (!context.listed) throw badRequest(MESSAGES.businessNotOrdering(business.name), 'business_inactive');
  if (!business.isOpen) throw badRequest(MESSAGES.businessClosed(business.name), 'business_closed');
  // Each line at today's menu price, or in the list of what can no longer be ordered here.
  const priced: PricedLine[] = [];
  const unavailable: string[] = [];
  for (const { line, menuItem } of lines) {
    if (menuItem?.isAvailable && menuItem.businessId === business.id) {
      priced.push({ ...line, name: menuItem.name, price: menuItem.price, image: menuItem.image });
    } else unavailable.push(`« ${menuItem?.name ?? line.name} »`);
  }
  if (unavailable.length > 0) throw badRequest(MESSAGES.itemsUnavailable(unavailable.join(', ')), 'items_unavailable');

  const now = new Date();
  const {
    order,
    lines: items,
    history,
  } = await writeOrder(tx, deps.config, {
    number: newOrderNumber(now),
    userId,
    cartId: cart.id,
    key,
    input,
    business,
    customer: context.customer,
    ownerLocale: context.ownerLocale,
    lines: priced,
    totals: computeOrderTotals(priced, input.deliveryMethod, business.deliveryFee),
    place: await deliveryPlace(tx, userId, input),
    placedAt: now,
    estimate: new Date(now.getTime() + randomInt(ESTIMATE_MIN_MINUTES, ESTIMATE_MAX_MINUTES + 1) * 60_000),
  });
  return { order: placedOrderDetail(order, items, history, business), replayed: false };
}

/** Where the order goes: a saved address of the customer's, a new one, or nowhere (pickup). */
async function deliveryPlace(tx: Tx, userId: string, input: PlaceOrderInput) {
  if (input.deliveryMethod === 'pickup') {
    return { deliveryAddress: null, landmark: null, deliveryInstructions: input.deliveryInstructions || null };
  }
  if (input.addressId) {
    // Scoped to the customer: someone else's address id is simply not found.
    const [saved] = await tx
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.id, input.addressId), eq(userAddresses.userId, userId)));
    if (!saved) throw notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');
    const withCity = saved.address.toLowerCase().includes(saved.city.toLowerCase())
      ? saved.address
      : `${saved.address}, ${saved.city}`;
    return {
      deliveryAddress: withCity,
      landmark: input.landmark || saved.landmark || null,
      deliveryInstructions: input.deliveryInstructions || saved.instructions || null,
    };
  }
  // The schema asks for a saved address or a new one; this guard only restates it for the types.
  if (!input.deliveryAddress) throw badRequest(MESSAGES.deliveryAddressRequired, 'validation_error');
  return {
    deliveryAddress: input.deliveryAddress,
    landmark: input.landmark || null,
    deliveryInstructions: input.deliveryInstructions || null,
  };
}
