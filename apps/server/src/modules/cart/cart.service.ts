import {
  type AddToCartResponse,
  CART_MAX_QUANTITY,
  type CartView,
  computeOrderTotals,
  type DeliveryMethod,
  MESSAGES,
  ORDER_MAX_QUANTITY,
  type UpdateCartInput,
} from '@livra/shared';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { type Db, sendNotices, type Tx } from '@/db/client';
import { type AsPlaceholders, Placeholders, PREPARED, prepared, preparedByShape } from '@/db/prepared';
import { businesses, type Cart, cartItems, carts, menuItems } from '@/db/schema/index';
import { eventNotices, type LivraEvent } from '@/events/bus';
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
export function lockCart(tx: Tx, userId: string): Promise<Cart> {
  return lockCreated(tx, userId, () => lockExistingCart(tx, userId));
}

/** Locks the customer's cart for the rest of the transaction, if they have one. */
export async function lockExistingCart(tx: Tx, userId: string): Promise<Cart | undefined> {
  return (await lockCartStatement(tx).execute({ userId }))[0];
}

/** Runs `lock`, and again after creating the cart when the customer had none. */
async function lockCreated<R>(tx: Tx, userId: string, lock: () => Promise<R | undefined>): Promise<R> {
  // Nearly every customer has a cart already: one statement then.
  const row = await lock();
  if (row) return row;
  await ensureCart(tx, userId);
  return (await lock()) as R;
}

const lockCartStatement = prepared(PREPARED.lockCart, (db, name) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .for('update')
    .prepare(name),
);

/** The cart, the delivery fee of its business (null while it holds nothing) and its lines. */
function selectCart(db: Db | Tx, userId: string) {
  return db
    .select({ cart: carts, businessDeliveryFee: businesses.deliveryFee, lines: cartLines })
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
  const { cart, businessDeliveryFee, lines } = found;
  return cartView(cart, businessDeliveryFee, lines);
}

/** A cart line beside the menu item it comes from (null fields once the item is deleted). */
interface CartLine {
  id: string;
  menuItemId: string;
  storedName: string;
  storedPrice: number;
  storedImage: string | null;
  quantity: number;
  specialInstructions: string | null;
  name: string | null;
  price: number | null;
  image: string | null;
  isAvailable: boolean | null;
  itemBusinessId: string | null;
}

/**
 * The cart's lines, oldest first, as one JSON array: read in the statement that reads or writes
 * the cart row itself, which then costs no round trip of its own. In a write, it sees what the
 * statements before it in the transaction changed; `from` gives the lines of a statement that
 * also writes one (`withAddedLine`).
 */
function cartLinesFrom(from: SQL = sql`${cartItems}`) {
  return nested<CartLine[]>(sql`(select coalesce(json_agg(json_build_object(
    'id', ${cartItems.id}, 'menuItemId', ${cartItems.menuItemId},
    'storedName', ${cartItems.name}, 'storedPrice', ${cartItems.price}, 'storedImage', ${cartItems.image},
    'quantity', ${cartItems.quantity}, 'specialInstructions', ${cartItems.specialInstructions},
    'name', ${menuItems.name}, 'price', ${menuItems.price}, 'image', ${menuItems.image},
    'isAvailable', ${menuItems.isAvailable}, 'itemBusinessId', ${menuItems.businessId}
  ) order by ${cartItems.createdAt}, ${cartItems.id}), '[]'::json)
  from ${from} left join ${menuItems} on ${menuItems.id} = ${cartItems.menuItemId}
  where ${cartItems.cartId} = ${carts.id})`);
}

const cartLines = cartLinesFrom();

/**
 * A subquery for an update's RETURNING: Drizzle leaves the table name off the columns it finds at
 * the top of such an expression, which inside a subquery would name the subquery's own table.
 * It keeps them on in a nested one.
 */
function nested<T>(subquery: SQL): SQL<T> {
  return sql<T>`${subquery}`;
}

function cartView(cart: Cart, businessDeliveryFee: number | null, rows: CartLine[]): CartView {
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

/**
 * Removing every line of a cart this transaction has locked and forgetting its business, as two
 * statements for the caller to run together (placing an order writes everything in one); the
 * delivery method stays the customer's choice.
 */
export function emptyLockedCart(tx: Db | Tx, cartId: string | Placeholder) {
  return {
    lines: tx.delete(cartItems).where(eq(cartItems.cartId, cartId)),
    cart: tx
      .update(carts)
      .set({ businessId: null, businessName: null, deliveryInstructions: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId)),
  };
}

/** The event telling the customer's other tabs and devices that the cart changed. */
export const cartChanged = (userId: string, cartId: string): LivraEvent => ({
  type: 'cart',
  userIds: [userId],
  data: { cartId },
});

type CartPatch = Partial<
  Pick<Cart, 'businessId' | 'businessName' | 'deliveryMethod' | 'deliveryAddress' | 'deliveryInstructions'>
>;

/** A line to add to the cart, or to add to the line of the same article. */
type NewCartLine = Required<
  Pick<
    typeof cartItems.$inferInsert,
    'cartId' | 'menuItemId' | 'name' | 'price' | 'image' | 'quantity' | 'specialInstructions'
  >
>;

interface CartChange<T> {
  result?: T;
  /** What changes on the cart row, written with `updated_at` in one statement. */
  patch?: CartPatch;
  /** Written in the cart row's statement; refused past the line's limit (CART_MAX_QUANTITY). */
  line?: NewCartLine;
  /** Adding articles: refused past ORDER_MAX_QUANTITY (a removal never is, even from a cart filled before the limit). */
  checkLimit?: boolean;
}

/**
 * Runs one cart change in a transaction with the cart locked, then writes the cart row with
 * `updated_at` (and the change's new line) in one statement that also answers it with its
 * business's delivery fee and its fresh lines, forgets the business of a cart left empty, and
 * tells the customer's other tabs. The limits are checked on what that statement answers: a
 * refusal rolls the whole change back.
 */
async function changeCart<T, L extends Cart = Cart>(
  deps: Deps,
  userId: string,
  change: (tx: Tx, cart: L) => Promise<CartChange<T> | undefined>,
  /** Locks the cart; a change that needs more read with the lock gives its own statement. */
  lock: (tx: Tx) => Promise<L> = (tx) => lockCart(tx, userId) as Promise<L>,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await lock(tx);
    const { result, patch, line, checkLimit } = (await change(tx, locked)) ?? {};
    const values = new Placeholders();
    const write = {
      set: values.row('set', patch ?? {}),
      line: line && values.row('line', line),
      cartId: values.value('cartId', locked.id),
      // The other tabs are told in the same round trip (delivered on commit).
      sent: sendNotices(eventNotices([cartChanged(userId, locked.id)]), values),
    };
    const [{ businessDeliveryFee, lines, lineAdded, sent: _sent, ...cart }] = await writeCartRowStatement(
      tx,
      values.shape,
      write,
    ).execute(values.values);
    if (line && !lineAdded) throw badRequest(MESSAGES.cartQuantityMax, 'quantity_max');
    const articles = lines.reduce((sum, row) => sum + row.quantity, 0);
    if (checkLimit && articles > ORDER_MAX_QUANTITY) {
      throw badRequest(MESSAGES.orderQuantityMax, 'order_quantity_max');
    }
    return { result, cart: cartView(cart, businessDeliveryFee, lines) };
  });
}

interface CartRowWrite {
  set: AsPlaceholders<CartPatch>;
  line: AsPlaceholders<NewCartLine> | undefined;
  cartId: Placeholder;
  sent: SQL<number>;
}

/**
 * The cart row written with `updated_at`, answered with its business's delivery fee and its
 * lines: built once per shape (the columns a change sets, a line added or not) and connection,
 * like the order's write.
 */
const writeCartRowStatement = preparedByShape(PREPARED.writeCartRow, (db, name, write: CartRowWrite) => {
  const { businessId, businessName, ...set } = write.set;
  const added = write.line && db.$with('added_line').as(addLine(db, write.line));
  const lines = added ? withAddedLine(added) : sql`${cartItems}`;
  // A cart left without lines forgets its business.
  const holdsLines = sql`exists (select 1 from ${lines} where ${cartItems.cartId} = ${write.cartId})`;
  return (
    (added ? db.with(added) : db)
      .update(carts)
      // Drizzle sends placeholders given to `set` as any other value; its types leave them out.
      .set({
        ...(set as CartPatch),
        // A placeholder in a CASE has no type of its own: it is given the column's.
        businessId: sql`case when ${holdsLines} then ${businessId ? sql`${businessId}::uuid` : carts.businessId} end`,
        businessName: sql`case when ${holdsLines} then ${businessName ?? carts.businessName} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, write.cartId))
      .returning({
        ...getTableColumns(carts),
        businessDeliveryFee: nested<number | null>(
          sql`(select ${businesses.deliveryFee} from ${businesses} where ${businesses.id} = ${carts.businessId})`,
        ).mapWith(businesses.deliveryFee),
        lines: cartLinesFrom(lines),
        lineAdded: added ? sql<boolean>`exists (select 1 from ${added})` : sql<boolean>`false`,
        sent: write.sent,
      })
      .prepare(name)
  );
});

/** Adds to the line of the same article if there is one, within the per-line limit (no row otherwise). */
function addLine(db: Db | Tx, line: AsPlaceholders<NewCartLine>) {
  return db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.menuItemId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        price: sql`excluded.price`,
        name: sql`excluded.name`,
        image: sql`excluded.image`,
        // New instructions replace the line's; none given keeps them (one SQL text either way).
        specialInstructions: sql`coalesce(excluded.special_instructions, ${cartItems.specialInstructions})`,
      },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}`,
    })
    .returning(LINE_COLUMNS);
}

/** The columns a line is read with, from the table or from the line a statement adds. */
const LINE_COLUMNS = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  menuItemId: cartItems.menuItemId,
  name: cartItems.name,
  price: cartItems.price,
  image: cartItems.image,
  quantity: cartItems.quantity,
  specialInstructions: cartItems.specialInstructions,
  createdAt: cartItems.createdAt,
};
const lineColumnNames = sql.join(
  Object.values(LINE_COLUMNS).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * The cart's lines as the statement that adds `added` leaves them. A statement does not see its
 * own writes, so these are the stored lines less the one the added line replaces (same article),
 * and the added line. Named as the table, so that the lines are read the same way from both.
 */
function withAddedLine(added: WithSubquery) {
  return sql`(select ${lineColumnNames} from ${cartItems} where ${cartItems.id} not in (select id from ${added})
    union all select ${lineColumnNames} from ${added}) as ${cartItems}`;
}

export async function addItem(
  deps: Deps,
  userId: string,
  input: { menuItemId: string; quantity: number; specialInstructions?: string },
): Promise<AddToCartResponse> {
  const { result, cart } = await changeCart(
    deps,
    userId,
    async (tx, current) => {
      const { item, business } = current;
      // A cart holds one business's articles: another business empties it first (spec 01 §4).
      let replacedBusinessName: string | null = null;
      let patch: CartPatch | undefined;
      if (current.businessId !== business.id) {
        // A cart without a business holds nothing (an emptied cart forgets it, and a deleted
        // business takes its items' lines along), so the first article skips the delete.
        const removed =
          current.businessId === null ? [] : await forgetCartLinesStatement(tx).execute({ cartId: current.id });
        if (removed.length > 0) replacedBusinessName = current.businessName;
        patch = { businessId: business.id, businessName: business.name };
      }
      const line = {
        cartId: current.id,
        menuItemId: item.id,
        name: item.name,
        price: item.price,
        image: item.image,
        quantity: input.quantity,
        specialInstructions: input.specialInstructions || null,
      };
      return { result: replacedBusinessName, patch, line, checkLimit: true };
    },
    (tx: Tx) => lockCartWithArticle(tx, userId, input.menuItemId),
  );
  return { cart, replacedBusinessName: result ?? null };
}

/**
 * The cart locked, with the article to add and its business, read in the same statement: the
 * refusals (an unknown or unlisted article, one unavailable, a closed business) roll back.
 */
async function lockCartWithArticle(tx: Tx, userId: string, menuItemId: string) {
  const { cart, item, business } = await lockCreated(
    tx,
    userId,
    async () => (await lockCartWithArticleStatement(tx).execute({ userId, menuItemId }))[0],
  );
  if (!item || !business) throw notFound(MESSAGES.menuItemNotFound, 'menu_item_not_found');
  if (!item.isAvailable) throw badRequest(MESSAGES.menuItemUnavailable(item.name), 'menu_item_unavailable');
  if (!business.isOpen) throw badRequest(MESSAGES.businessClosed(business.name), 'business_closed');
  return { ...cart, item, business };
}

const lockCartWithArticleStatement = prepared(PREPARED.lockCartWithArticle, (db, name) =>
  db
    .select({
      cart: carts,
      item: {
        id: menuItems.id,
        name: menuItems.name,
        price: menuItems.price,
        image: menuItems.image,
        isAvailable: menuItems.isAvailable,
      },
      business: { id: businesses.id, name: businesses.name, isOpen: businesses.isOpen },
    })
    .from(carts)
    .leftJoin(menuItems, eq(menuItems.id, sql.placeholder('menuItemId')))
    // An article of a business not listed is not found, as on the catalog.
    .leftJoin(businesses, and(eq(businesses.id, menuItems.businessId), isListed))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .for('update', { of: carts })
    .prepare(name),
);

const forgetCartLinesStatement = prepared(PREPARED.forgetCartLines, (db, name) =>
  db
    .delete(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .returning({ id: cartItems.id })
    .prepare(name),
);

export async function updateItem(
  deps: Deps,
  userId: string,
  itemId: string,
  input: { quantity?: number; specialInstructions?: string | null },
): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async (tx, current) => {
    const mine = and(eq(cartItems.id, itemId), eq(cartItems.cartId, current.id));
    if (input.quantity !== undefined && input.quantity <= 0) {
      const removed = await tx.delete(cartItems).where(mine).returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound(MESSAGES.cartItemNotFound, 'cart_item_not_found');
      return;
    }
    const changes = {
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.specialInstructions !== undefined ? { specialInstructions: input.specialInstructions || null } : {}),
    };
    // Nothing to change still has to find the line: an update of its id to itself.
    const updated = await tx
      .update(cartItems)
      .set(Object.keys(changes).length > 0 ? changes : { id: sql`${cartItems.id}` })
      .where(mine)
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw notFound(MESSAGES.cartItemNotFound, 'cart_item_not_found');
    return { checkLimit: true };
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
  });
  return cart;
}

export async function clearCart(deps: Deps, userId: string): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async (tx, current) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, current.id));
    return { patch: { businessId: null, businessName: null, deliveryInstructions: null } };
  });
  return cart;
}

export async function updateCart(deps: Deps, userId: string, input: UpdateCartInput): Promise<CartView> {
  const { cart } = await changeCart(deps, userId, async () => ({
    patch: {
      ...(input.deliveryMethod ? { deliveryMethod: input.deliveryMethod } : {}),
      ...(input.deliveryAddress !== undefined ? { deliveryAddress: input.deliveryAddress || null } : {}),
      ...(input.deliveryInstructions !== undefined ? { deliveryInstructions: input.deliveryInstructions || null } : {}),
    },
  }));
  return cart;
}
