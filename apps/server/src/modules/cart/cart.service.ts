import {
  CART_MAX_QUANTITY,
  computeOrderTotals,
  MESSAGES,
  ORDER_MAX_QUANTITY,
  type AddToCartResponse,
  type CartView,
  type DeliveryMethod,
  type UpdateCartInput,
} from '@livra/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, cartItems, carts, menuItems, type Cart } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { badRequest, notFound } from '@/lib/errors';
import { isListed } from '@/modules/catalog/catalog.service';

/** A missing cart row is not an error (spec 01 §4): the customer simply gets an empty cart. */
async function ensureCart(db: Db | Tx, userId: string): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
}

/**
 * Creates the cart if needed and locks it for the rest of the transaction, so two changes of
 * one customer's cart (two tabs, a double tap, an order being placed) happen one after the other.
 */
export async function lockCart(tx: Tx, userId: string): Promise<Cart> {
  await ensureCart(tx, userId);
  const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
  return cart;
}

/** The cart and the delivery fee of its business (null while it holds nothing). */
function selectCart(db: Db | Tx, userId: string) {
  return db
    .select({ cart: carts, businessDeliveryFee: businesses.deliveryFee })
    .from(carts)
    .leftJoin(businesses, eq(businesses.id, carts.businessId))
    .where(eq(carts.userId, userId));
}

/**
 * The cart with its lines at the menu's current prices and availability: what the customer
 * sees is what the order will cost. Creates the cart when the customer has none.
 */
export async function getCartWithItems(db: Db | Tx, userId: string): Promise<CartView> {
  let [found] = await selectCart(db, userId);
  if (!found) {
    await ensureCart(db, userId);
    [found] = await selectCart(db, userId);
  }
  const { cart, businessDeliveryFee } = found;
  const rows = await db
    .select({
      id: cartItems.id,
      menuItemId: cartItems.menuItemId,
      storedName: cartItems.name,
      storedPrice: cartItems.price,
      storedImage: cartItems.image,
      quantity: cartItems.quantity,
      specialInstructions: cartItems.specialInstructions,
      name: menuItems.name,
      price: menuItems.price,
      image: menuItems.image,
      isAvailable: menuItems.isAvailable,
      itemBusinessId: menuItems.businessId,
    })
    .from(cartItems)
    .leftJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items = rows.map((row) => ({
    id: row.id,
    menuItemId: row.menuItemId,
    name: row.name ?? row.storedName,
    price: row.price ?? row.storedPrice,
    quantity: row.quantity,
    image: row.image ?? row.storedImage,
    specialInstructions: row.specialInstructions,
    isAvailable: Boolean(row.isAvailable) && row.itemBusinessId === cart.businessId,
  }));
  const method = (cart.deliveryMethod === 'pickup' ? 'pickup' : 'delivery') satisfies DeliveryMethod;
  const totals = computeOrderTotals(items, method, businessDeliveryFee ?? 0);
  return {
    id: cart.id,
    businessId: cart.businessId,
    businessName: cart.businessName,
    businessDeliveryFee,
    deliveryMethod: method,
    deliveryAddress: cart.deliveryAddress,
    deliveryInstructions: cart.deliveryInstructions,
    items,
    total: totals.subtotal,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totals: items.length > 0 ? totals : { subtotal: 0, tax: 0, deliveryFee: 0, grandTotal: 0 },
  };
}

/** Removes every line and forgets the business; the delivery method stays the customer's choice. */
export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  const cart = await lockCart(tx, userId);
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await tx
    .update(carts)
    .set({ businessId: null, businessName: null, deliveryInstructions: null })
    .where(eq(carts.id, cart.id));
}

/** Tells the customer's other tabs and devices that the cart changed (delivered on commit). */
export async function publishCartChanged(deps: Pick<Deps, 'events'>, db: Db | Tx, userId: string, cartId: string) {
  await deps.events.publish(db, { type: 'cart', userIds: [userId], data: { cartId } });
}

/** Runs one cart change in a transaction with the cart locked, then answers the fresh cart. */
async function changeCart<T>(deps: Deps, userId: string, change: (tx: Tx, cart: Cart) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    const result = await change(tx, cart);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    await publishCartChanged(deps, tx, userId, cart.id);
    return { result, cart: await getCartWithItems(tx, userId) };
  });
}

export async function addItem(
  deps: Deps,
  userId: string,
  input: { menuItemId: string; quantity: number; specialInstructions?: string },
): Promise<AddToCartResponse> {
  const [item] = await deps.db
    .select({ item: menuItems, business: businesses })
    .from(menuItems)
    .innerJoin(businesses, eq(businesses.id, menuItems.businessId))
    .where(and(eq(menuItems.id, input.menuItemId), isListed));
  if (!item) throw notFound(MESSAGES.menuItemNotFound, 'menu_item_not_found');
  if (!item.item.isAvailable) throw badRequest(MESSAGES.menuItemUnavailable(item.item.name), 'menu_item_unavailable');
  if (!item.business.isOpen) throw badRequest(MESSAGES.businessClosed(item.business.name), 'business_closed');

  const { result, cart } = await changeCart(deps, userId, async (tx, current) => {
    // A cart holds one business's articles: another business empties it first (spec 01 §4).
    let replacedBusinessName: string | null = null;
    if (current.businessId !== item.business.id) {
      const [{ lines }] = await tx
        .select({ lines: sql<number>`cast(count(*) as int)` })
        .from(cartItems)
        .where(eq(cartItems.cartId, current.id));
      if (lines > 0) replacedBusinessName = current.businessName;
      await tx.delete(cartItems).where(eq(cartItems.cartId, current.id));
      await tx
        .update(carts)
        .set({ businessId: item.business.id, businessName: item.business.name })
        .where(eq(carts.id, current.id));
    }
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId: current.id,
        menuItemId: item.item.id,
        name: item.item.name,
        price: item.item.price,
        image: item.item.image,
        quantity: input.quantity,
        specialInstructions: input.specialInstructions || null,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.menuItemId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          price: sql`excluded.price`,
          name: sql`excluded.name`,
          image: sql`excluded.image`,
          ...(input.specialInstructions ? { specialInstructions: sql`excluded.special_instructions` } : {}),
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}`,
      })
      .returning({ id: cartItems.id });
    if (!line) throw badRequest(MESSAGES.cartQuantityMax, 'quantity_max');
    await checkOrderQuantity(tx, current.id);
    return replacedBusinessName;
  });
  return { cart, replacedBusinessName: result };
}

export async function updateItem(
  deps: Deps,
  userId: string,
  itemId: string,
  input: { quantity?: number; specialInstructions?: string | null },
): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async (tx, current) => {
    const mine = and(eq(cartItems.id, itemId), eq(cartItems.cartId, current.id));
    const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(mine);
    if (!line) throw notFound(MESSAGES.cartItemNotFound, 'cart_item_not_found');
    if (input.quantity !== undefined && input.quantity <= 0) {
      await tx.delete(cartItems).where(mine);
      await forgetBusinessIfEmpty(tx, current.id);
      return;
    }
    await tx
      .update(cartItems)
      .set({
        ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
        ...(input.specialInstructions !== undefined ? { specialInstructions: input.specialInstructions || null } : {}),
      })
      .where(mine);
    await checkOrderQuantity(tx, current.id);
  });
  return cart;
}

export async function removeItem(deps: Deps, userId: string, itemId: string): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async (tx, current) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, current.id)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(MESSAGES.cartItemNotFound, 'cart_item_not_found');
    await forgetBusinessIfEmpty(tx, current.id);
  });
  return cart;
}

export async function clearCart(deps: Deps, userId: string): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, (tx) => emptyCart(tx, userId));
  return cart;
}

export async function updateCart(deps: Deps, userId: string, input: UpdateCartInput): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async (tx, current) => {
    await tx
      .update(carts)
      .set({
        ...(input.deliveryMethod ? { deliveryMethod: input.deliveryMethod } : {}),
        ...(input.deliveryAddress !== undefined ? { deliveryAddress: input.deliveryAddress || null } : {}),
        ...(input.deliveryInstructions !== undefined
          ? { deliveryInstructions: input.deliveryInstructions || null }
          : {}),
      })
      .where(eq(carts.id, current.id));
  });
  return cart;
}

/** Refuses a change that leaves more than ORDER_MAX_QUANTITY articles in the cart (it is rolled back). */
async function checkOrderQuantity(tx: Tx, cartId: string) {
  const [{ articles }] = await tx
    .select({ articles: sql`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (articles > ORDER_MAX_QUANTITY) throw badRequest(MESSAGES.orderQuantityMax, 'order_quantity_max');
}

/** An empty cart belongs to no business, so the next article may come from any. */
async function forgetBusinessIfEmpty(tx: Tx, cartId: string) {
  const [{ lines }] = await tx
    .select({ lines: sql<number>`cast(count(*) as int)` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (lines === 0) await tx.update(carts).set({ businessId: null, businessName: null }).where(eq(carts.id, cartId));
}
