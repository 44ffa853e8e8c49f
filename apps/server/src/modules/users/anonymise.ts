import { DELETED_USER_NAME, deletedUserEmail } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  accounts,
  carts,
  drivers,
  favorites,
  notifications,
  sessions,
  userAddresses,
  userPaymentMethods,
  userProfiles,
  users,
  workSessions,
} from '@/db/schema/index';

/**
 * Turns an account with a history into « Utilisateur supprimé »: its orders, reservations,
 * businesses and deliveries keep pointing at it (so every total stays true), but nothing of the
 * person remains — name, e-mail (a unique address that is never delivered), phone, address,
 * photo, birth date — and it can never sign in again (no password, no session, inactive).
 * What was only the person's own (saved addresses, payment methods, favourites, notifications,
 * cart) is deleted.
 */
export async function anonymiseAccount(tx: Tx, userId: string) {
  const email = deletedUserEmail(userId);
  await tx
    .update(users)
    .set({ name: DELETED_USER_NAME, email, emailVerified: false, image: null })
    .where(eq(users.id, userId));
  await tx
    .update(userProfiles)
    .set({
      name: DELETED_USER_NAME,
      email,
      phoneNumber: null,
      address: null,
      profileImage: null,
      dateOfBirth: null,
      gender: null,
      isActive: false,
      isVerified: false,
      mustChangePassword: false,
    })
    .where(eq(userProfiles.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
  await tx.delete(userPaymentMethods).where(eq(userPaymentMethods.userId, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(carts).where(eq(carts.userId, userId));

  // A driver's row keeps its deliveries; its contact details go (e-mail and phone are unique there too).
  const [driver] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId));
  if (driver) {
    await tx
      .update(drivers)
      .set({
        name: DELETED_USER_NAME,
        email: deletedUserEmail(driver.id),
        phone: `supprime-${driver.id}`,
        avatarUrl: null,
        vehiclePlate: null,
        notes: null,
        isActive: false,
        isAvailable: false,
      })
      .where(eq(drivers.id, driver.id));
    await tx
      .update(workSessions)
      .set({ status: 'ended', endedAt: new Date() })
      .where(and(eq(workSessions.driverId, driver.id), eq(workSessions.status, 'active')));
  }
}
