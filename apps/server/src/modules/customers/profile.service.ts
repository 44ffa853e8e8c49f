import {
  MESSAGES,
  isLocale,
  roleFromId,
  type CustomerProfile,
  type Gender,
  type profileUpdateSchema,
  type z,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { userProfiles, users } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { notFound } from '@/lib/errors';
import { deleteUpload, saveImageUpload } from '@/lib/uploads';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

function toView(row: typeof userProfiles.$inferSelect): CustomerProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleFromId(row.roleId),
    phoneNumber: row.phoneNumber,
    address: row.address,
    profileImage: row.profileImage,
    dateOfBirth: row.dateOfBirth,
    gender: (row.gender as Gender | null) ?? null,
    isVerified: row.isVerified,
    locale: isLocale(row.locale) ? row.locale : 'fr',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, userId: string): Promise<CustomerProfile> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (!row) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
  return toView(row);
}

/**
 * Updates the given fields (a field left out stays as it is). The name is also the account's
 * name, so both rows change together and the session shows the new one at once.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<CustomerProfile> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileUpdate>;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(userProfiles.id, userId))
      .returning();
    if (!row) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
    if (changes.name) await tx.update(users).set({ name: changes.name }).where(eq(users.id, userId));
    return toView(row);
  });
}

/**
 * Stores the new photo, points the profile at it, then removes the old file. If the database
 * refuses, the new file is removed instead, so no orphan and no broken picture is left.
 */
export async function replaceProfilePhoto(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  file: File,
): Promise<string> {
  const url = await saveImageUpload(deps.config, file);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profileImage: userProfiles.profileImage })
        .from(userProfiles)
        .where(eq(userProfiles.id, userId))
        .for('update');
      if (!current) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
      previous = current.profileImage;
      await tx
        .update(userProfiles)
        .set({ profileImage: url, updatedAt: new Date() })
        .where(eq(userProfiles.id, userId));
      await tx.update(users).set({ image: url }).where(eq(users.id, userId));
    });
  } catch (error) {
    await deleteUpload(deps.config, url);
    throw error;
  }
  await deleteUpload(deps.config, previous);
  return url;
}
