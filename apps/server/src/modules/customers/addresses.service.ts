import {
  ADDRESS_LIMIT,
  CUSTOMER_MESSAGES,
  type addressSchema,
  type addressUpdateSchema,
  type CustomerAddress,
  type z,
} from '@livra/shared';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { userAddresses, userProfiles } from '@/db/schema/index';
import { conflict, notFound } from '@/lib/errors';

type NewAddress = z.output<typeof addressSchema>;
type AddressChanges = z.output<typeof addressUpdateSchema>;

const columns = {
  id: userAddresses.id,
  label: userAddresses.label,
  address: userAddresses.address,
  landmark: userAddresses.landmark,
  city: userAddresses.city,
  phone: userAddresses.phone,
  instructions: userAddresses.instructions,
  isDefault: userAddresses.isDefault,
};

const mine = (userId: string, id: string) => and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

/**
 * Address changes of one customer run one after the other: the profile row is locked first,
 * so two requests at once (double tap, two tabs) cannot leave two defaults or none.
 */
async function lockCustomer(tx: Tx, userId: string) {
  await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, userId)).for('update');
}

/** Default first, then oldest first: the order the checkout shows them in. */
export async function listAddresses(db: Db | Tx, userId: string): Promise<CustomerAddress[]> {
  return db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.createdAt), asc(userAddresses.id));
}

/** One of the customer's addresses, for the checkout of the orders module; someone else's → 404. */
export async function getAddress(db: Db | Tx, userId: string, id: string): Promise<CustomerAddress> {
  const [row] = await db.select(columns).from(userAddresses).where(mine(userId, id));
  if (!row) throw notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');
  return row;
}

/** The customer's first address becomes the default. */
export async function createAddress(db: Db, userId: string, input: NewAddress): Promise<CustomerAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ total }] = await tx.select({ total: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    if (Number(total) >= ADDRESS_LIMIT) throw conflict(CUSTOMER_MESSAGES.addressLimit, 'address_limit');
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...input, userId, isDefault: Number(total) === 0 })
      .returning(columns);
    return row;
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  changes: AddressChanges,
): Promise<CustomerAddress> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(userAddresses)
    .set({ ...set, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning(columns);
  if (!row) throw notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');
  return row;
}

/** Deleting the default makes the oldest remaining address the default. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [deleted] = await tx
      .delete(userAddresses)
      .where(mine(userId, id))
      .returning({ isDefault: userAddresses.isDefault });
    if (!deleted) throw notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<CustomerAddress[]> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [target] = await tx
      .update(userAddresses)
      .set({ isDefault: true })
      .where(mine(userId, id))
      .returning({ id: userAddresses.id });
    if (!target) throw notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id), eq(userAddresses.isDefault, true)));
    return listAddresses(tx, userId);
  });
}
