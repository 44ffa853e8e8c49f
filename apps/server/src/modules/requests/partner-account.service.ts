import { frenchHistoryLine, MESSAGES, storedLocale, type PartnerAccountResult } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businesses, partnerSubscriptions, subscriptionNotifications, subscriptionPlans } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict } from '@/lib/errors';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { createMenuFromTemplates } from '@/modules/catalog/menu-templates.service';
import { newBusinessDefaults } from '@/modules/system/settings.service';
import { generatePassword, hashPassword, insertAccount } from '@/modules/users/accounts.service';
import { getPartnerRequest, lockPartnerRequest } from './admin-partner-requests.service';

/** The same day next month (the 31st becomes the month's last day, as a calendar would). */
function oneMonthAfter(date: Date): Date {
  const end = new Date(date);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return end;
}

/**
 * Starts the subscription of the plan chosen in the application: active from now for one month,
 * nothing paid yet (payments are recorded by an admin), with its history entry.
 */
async function startChosenSubscription(tx: Tx, businessId: string, planId: string | null, now: Date) {
  if (!planId) return null;
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  if (!plan) return null;
  const [subscription] = await tx
    .insert(partnerSubscriptions)
    .values({
      businessId,
      planId: plan.id,
      status: 'active',
      startDate: now,
      endDate: oneMonthAfter(now),
      monthlyAmount: plan.price,
      totalPaid: 0,
    })
    .returning({ id: partnerSubscriptions.id });
  const details = { plan: plan.name, withAccount: true };
  await tx.insert(subscriptionNotifications).values({
    subscriptionId: subscription.id,
    type: 'activated',
    message: frenchHistoryLine('activated', details),
    details,
  });
  return { id: subscription.id, planName: plan.name };
}

/**
 * Creates the partner account of an approved application that has none yet
 * (`create_user_account_for_business`, spec 02 §4), in ONE transaction: the account with a
 * generated password to change at first sign-in, the business attached to it and listed, its
 * menu categories from the type's templates, the subscription of the chosen plan, the
 * credentials e-mail and the audit entry. Any failure leaves nothing behind.
 */
export async function createPartnerAccount(deps: Deps, actorId: string, id: string): Promise<PartnerAccountResult> {
  const password = generatePassword();
  // scrypt is slow: hashed before the transaction holds the row.
  const passwordHash = await hashPassword(deps, password);
  const dashboardUrl = `${deps.config.appUrl}/partner-dashboard`;
  const created = await deps.db.transaction(async (tx) => {
    const business = await lockPartnerRequest(tx, id);
    if (business.requestStatus !== 'approved') throw conflict(MESSAGES.businessMustBeApproved, 'request_not_approved');
    if (business.ownerId) throw conflict(MESSAGES.businessAccountExists, 'account_exists');
    const email = business.ownerEmail ?? business.email;
    if (!email) throw conflict(MESSAGES.userAccountCreateError, 'owner_email_missing');
    const name = business.ownerName || business.name;

    const { userId } = await insertAccount(tx, {
      name,
      email,
      phoneNumber: business.ownerPhone ?? business.phone,
      role: 'partner',
      passwordHash,
      mustChangePassword: true,
      // The account speaks the language the partner applied in (their e-mails follow it).
      profile: { isVerified: true, locale: storedLocale(business.applicantLocale) },
    });
    const defaults = await newBusinessDefaults(tx);
    await tx
      .update(businesses)
      // Listed from now on, with the platform's default delivery fee and time (an application gives neither).
      .set({ ownerId: userId, isActive: true, ...defaults })
      .where(and(eq(businesses.id, id), eq(businesses.requestStatus, 'approved')));
    const menuCategories = await createMenuFromTemplates(tx, id, business.businessTypeId);
    const subscription = await startChosenSubscription(tx, id, business.selectedPlanId, new Date());

    await enqueueEmail(tx, deps.config, {
      template: 'account-credentials',
      to: email,
      payload: {
        user_name: name,
        user_email: email,
        password,
        user_type: 'partner',
        business_name: business.name,
        login_url: `${deps.config.appUrl}/login`,
        dashboard_url: dashboardUrl,
      },
      dedupeKey: `account-credentials:business:${id}`,
    });
    await recordAudit(tx, {
      actorId,
      action: 'partner_request.create_account',
      entity: 'business',
      entityId: id,
      before: { ownerId: null, isActive: business.isActive },
      after: { ownerId: userId, isActive: true, ...defaults },
      details: {
        userId,
        email: email.toLowerCase(),
        menuCategories,
        subscriptionId: subscription?.id ?? null,
        plan: subscription?.planName ?? null,
      },
    });
    return {
      request: await getPartnerRequest(tx, id),
      credentials: { name, email: email.toLowerCase(), password, dashboardUrl },
      subscriptionId: subscription?.id ?? null,
      menuCategories,
    };
  });
  // The business is listed from now on: search and the catalog pages show it at once.
  invalidateCatalog();
  return created;
}
