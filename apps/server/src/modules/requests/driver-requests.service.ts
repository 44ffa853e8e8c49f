import { randomUUID } from 'node:crypto';
import {
  CATALOG_TEXTS,
  DEFAULT_LOCALE,
  type DriverApplication,
  type Locale,
  MESSAGES,
  NOTIFY_TEXTS,
  phoneDigits,
} from '@livra/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, drivers } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { AppError, badRequest } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { isUniqueViolation } from '@/lib/pg-errors';
import { queueAccountNotice } from '@/modules/auth/verification.service';
import { isListed } from '@/modules/catalog/catalog.service';
import { queueRequestEmails } from './request-emails';
import { tellAdminsOfRequest, tellOwnerOfDriverRequest } from './request-notices';
import { emailTexts } from '@livra/shared/email-texts';
import { localized } from '@livra/shared/notification-texts-en';

/** Phone numbers compared on their digits only, whatever spaces or dashes were typed. */
const driverPhoneDigits = sql<string>`regexp_replace(${drivers.phone}, '[^0-9]', '', 'g')`;

/**
 * Whether the e-mail or phone already belongs to a driver or a driver application (spec 01 §5).
 * If the check itself fails, the answer is the spec's "Erreur lors de la vérification", never
 * a guess that the values are free.
 */
async function isTaken(db: Db, email: string, phone: string): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(or(eq(sql`lower(${drivers.email})`, email), eq(driverPhoneDigits, phoneDigits(phone))))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error('Vérification email/téléphone chauffeur impossible', error);
    throw new AppError(503, 'availability_check_failed', MESSAGES.availabilityCheckError);
  }
}

/**
 * A taken e-mail or phone gets the answer of a new application (issue 9: the public answer
 * must not tell which addresses belong to a driver); the typed address is told by e-mail,
 * and the reference answered leads nowhere.
 */
async function answerTaken(deps: Deps, input: DriverApplication, locale: Locale): Promise<{ id: string }> {
  await queueAccountNotice(deps.db, deps.config, {
    email: input.email,
    name: input.name,
    kind: 'driver-application-duplicate',
    locale,
  });
  return { id: randomUUID() };
}

/** A service driver delivers for one business, which customers must be able to order from. */
async function listedBusinessName(db: Db, businessId: string): Promise<string> {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isListed));
  if (!row) throw badRequest(CATALOG_TEXTS.businessNotFound, 'business_not_found');
  return row.name;
}

/**
 * A public driver application (`create_driver_request`): stored pending, unverified, active,
 * with no account yet, and its two e-mails queued in the same transaction. Answers the new
 * driver id.
 */
export async function createDriverRequest(
  deps: Deps,
  input: DriverApplication,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: string }> {
  if (await isTaken(deps.db, input.email, input.phone)) return answerTaken(deps, input, locale);
  const businessName = input.businessId ? await listedBusinessName(deps.db, input.businessId) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(drivers)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          driverType: input.driverType,
          businessId: input.businessId,
          vehicleType: input.vehicleType,
          vehiclePlate: input.vehiclePlate,
          experienceYears: input.experienceYears,
          availabilityHours: input.availabilityHours,
          preferredZones: input.preferredZones,
          notes: input.notes,
          requestStatus: 'pending',
          isVerified: false,
          isActive: true,
          userId: null,
          applicantLocale: locale,
        })
        .returning({ id: drivers.id, applicationDate: drivers.applicationDate });
      await queueRequestEmails(
        tx,
        deps,
        {
          request_id: row.id,
          request_type: 'driver',
          user_name: input.name,
          user_email: input.email,
          user_phone: input.phone,
          business_name: businessName ?? undefined,
          vehicle_type: input.vehicleType,
          vehicle_plate: input.vehiclePlate ?? undefined,
          notes: input.notes ?? undefined,
          submitted_at: row.applicationDate.toISOString(),
        },
        locale,
      );
      await tellAdminsOfRequest(deps, tx, {
        kind: 'driver',
        id: row.id,
        title: localized(NOTIFY_TEXTS.newDriverRequestTitle),
        message: localized(
          NOTIFY_TEXTS.newDriverRequest,
          input.name,
          // The vehicle in each admin's language.
          (reader) => emailTexts(reader).vehicles[input.vehicleType],
          businessName,
        ),
      });
      if (input.businessId) {
        await tellOwnerOfDriverRequest(deps, tx, { id: row.id, name: input.name, businessId: input.businessId });
      }
      return { id: row.id };
    });
  } catch (error) {
    // Two submissions racing past the check: the unique columns decide.
    if (isUniqueViolation(error)) return answerTaken(deps, input, locale);
    if (error instanceof AppError) throw error;
    logger.error('Création de la demande chauffeur impossible', error);
    throw new AppError(500, 'driver_request_failed', MESSAGES.driverRequestCreateError);
  }
}
