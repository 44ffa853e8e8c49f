import {
  DEFAULT_PLATFORM_SETTINGS,
  MESSAGES,
  type BackupFrequency,
  type PlatformSettings,
  type PlatformSettingsValues,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { platformSettings } from '@/db/schema/index';
import { recordAudit } from '@/lib/audit';

/** The stored settings, or the defaults while no admin has saved any. */
export async function getSettings(db: Db | Tx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) return { ...DEFAULT_PLATFORM_SETTINGS, updatedAt: null };
  return {
    platformName: row.platformName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    defaultDeliveryFee: row.defaultDeliveryFee,
    defaultDeliveryTime: row.defaultDeliveryTime,
    backupFrequency: row.backupFrequency as BackupFrequency,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a new business gets when its creator gives no delivery fee or time: the admin-created
 * business, the new-partner dialog's business, and an approved application's business.
 */
export async function newBusinessDefaults(tx: Db | Tx): Promise<{ deliveryFee: number; deliveryTime: string }> {
  const settings = await getSettings(tx);
  return { deliveryFee: settings.defaultDeliveryFee, deliveryTime: settings.defaultDeliveryTime };
}

/** Saves the whole form, with its audit entry (before/after of the fields that changed). */
export async function updateSettings(
  db: Db,
  actorId: string,
  next: PlatformSettingsValues,
  now: Date,
): Promise<{ message: string; settings: PlatformSettings }> {
  return db.transaction(async (tx) => {
    // Locks the row (when there is one) so two saves do not interleave their audit entries.
    await tx.select({ id: platformSettings.id }).from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const { updatedAt: _, ...before } = await getSettings(tx);
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: platformSettings.id, set: { ...next, updatedAt: now } });
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => before[key] !== next[key]);
    await recordAudit(tx, {
      actorId,
      action: 'settings.update',
      entity: 'settings',
      entityId: '1',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return { message: MESSAGES.systemSettingsSaved, settings: await getSettings(tx) };
  });
}
