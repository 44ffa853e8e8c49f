import {
  CATALOG_TEXTS,
  NOTIFY_TEXTS,
  REQUEST_TEXTS,
  type PartnerApplication,
  type PartnerApplicationResult,
  DEFAULT_LOCALE,
  type Locale,
} from '@livra/shared';
import { and, eq, sql } from 'drizzle-orm';
import { businesses, businessTypes, subscriptionPlans } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import type { Deps } from '@/http/context';
import { badRequest, conflict } from '@/lib/errors';
import { queueRequestEmails } from './request-emails';
import { tellAdminsOfRequest } from './request-notices';
import { localized } from '@livra/shared/notification-texts-en';

/** The address as admins read it: with its region, unless the applicant already wrote it. */
function fullAddress(address: string, region: string) {
  return address.toLowerCase().includes(region.toLowerCase()) ? address : `${address}, ${region}`;
}

/**
 * A public partner application: a business row waiting for an admin (request_status pending,
 * inactive, no owner account yet) with the chosen plan, and its two e-mails, in one
 * transaction. The same owner e-mail cannot have two pending applications for one business name.
 */
export async function createPartnerRequest(
  deps: Deps,
  input: PartnerApplication,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PartnerApplicationResult> {
  const [[plan], [type]] = await Promise.all([
    deps.db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, price: subscriptionPlans.price })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.id, input.planId), eq(subscriptionPlans.isActive, true))),
    deps.db
      .select({ id: businessTypes.id, name: businessTypes.name })
      .from(businessTypes)
      .where(eq(businessTypes.id, input.businessTypeId)),
  ]);
  if (!plan) throw badRequest(REQUEST_TEXTS.planUnknown, 'plan_unknown');
  if (!type) throw badRequest(CATALOG_TEXTS.unknownBusinessType, 'unknown_business_type');

  return deps.db.transaction(async (tx) => {
    // Serialises a double tap or a retried request for the same application, so the
    // duplicate check below cannot be passed by two submissions at once.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`partner-request:${input.email}:${input.businessName.toLowerCase()}`}))`,
    );
    const [duplicate] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(
        and(
          eq(businesses.requestStatus, 'pending'),
          eq(sql`lower(${businesses.ownerEmail})`, input.email),
          eq(searchText(businesses.name), searchText(input.businessName)),
        ),
      )
      .limit(1);
    if (duplicate) throw conflict(REQUEST_TEXTS.partnerRequestDuplicate, 'partner_request_duplicate');

    const [row] = await tx
      .insert(businesses)
      .values({
        name: input.businessName,
        description: input.description,
        address: input.address,
        region: input.region,
        // Until the business has its own line, customers and admins reach it through its owner.
        phone: input.phone,
        email: input.email,
        businessTypeId: type.id,
        isActive: false,
        isOpen: false,
        ownerId: null,
        requestStatus: 'pending',
        requestNotes: input.notes,
        ownerName: input.ownerName,
        ownerEmail: input.email,
        ownerPhone: input.phone,
        selectedPlanId: plan.id,
        applicantLocale: locale,
      })
      .returning({ id: businesses.id, createdAt: businesses.createdAt });
    await queueRequestEmails(
      tx,
      deps,
      {
        request_id: row.id,
        request_type: 'partner',
        user_name: input.ownerName,
        user_email: input.email,
        user_phone: input.phone,
        business_name: input.businessName,
        business_type: type.name,
        business_address: fullAddress(input.address, input.region),
        selected_plan_name: plan.name,
        selected_plan_price: plan.price,
        notes: input.notes ?? undefined,
        submitted_at: row.createdAt.toISOString(),
      },
      locale,
    );
    await tellAdminsOfRequest(deps, tx, {
      kind: 'partner',
      id: row.id,
      title: localized(NOTIFY_TEXTS.newPartnerRequestTitle),
      message: localized(NOTIFY_TEXTS.newPartnerRequest, input.ownerName, input.businessName, input.region),
    });
    return { id: row.id, requestStatus: 'pending' as const };
  });
}
