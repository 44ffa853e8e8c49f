import { NOTIFY_TEXTS, ROLE_IDS, type NotificationRequestKind } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, userProfiles } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { type NotifyText, notifyUser } from '@/modules/notifications/notifications.service';
import { localized } from '@livra/shared/notification-texts-en';

/**
 * A new application appears in every active admin's notifications, in the application's own
 * transaction (beside the admins' e-mail): it exists exactly when the application does.
 */
export async function tellAdminsOfRequest(
  deps: Deps,
  tx: Tx,
  request: { kind: NotificationRequestKind; id: string; title: NotifyText; message: NotifyText },
) {
  const admins = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.roleId, ROLE_IDS.admin), eq(userProfiles.isActive, true)));
  for (const admin of admins) {
    await notifyUser(tx, deps.events, {
      userId: admin.id,
      type: 'system',
      priority: 'medium',
      title: request.title,
      message: request.message,
      data: { requestKind: request.kind, requestId: request.id },
    });
  }
}

/** A service driver's application is also told to the owner of the business they want to deliver for. */
export async function tellOwnerOfDriverRequest(
  deps: Deps,
  tx: Tx,
  request: { id: string; name: string; businessId: string },
) {
  const [business] = await tx
    .select({ name: businesses.name, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, request.businessId));
  if (!business?.ownerId) return;
  await notifyUser(tx, deps.events, {
    userId: business.ownerId,
    type: 'system',
    priority: 'low',
    title: localized(NOTIFY_TEXTS.serviceDriverRequestTitle),
    message: localized(NOTIFY_TEXTS.serviceDriverRequest, request.name, business.name),
    data: { requestKind: 'driver', requestId: request.id, businessId: request.businessId },
  });
}
