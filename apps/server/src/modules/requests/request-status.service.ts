import {
  REQUEST_TEXTS,
  phoneDigits,
  type DriverType,
  type Region,
  type RequestStatus,
  type RequestStatusView,
  type RequestType,
} from '@livra/shared';
import { and, desc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, businessTypes, drivers, subscriptionPlans } from '@/db/schema/index';
import { notFound } from '@/lib/errors';

export interface StatusLookup {
  email: string;
  type?: RequestType;
  reference?: string;
  phone?: string;
}

const digitsOf = (column: SQL | AnyColumn) => sql<string>`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The applicant's proof besides the e-mail: the request's reference, or the phone they gave. */
function proof(idColumn: typeof businesses.id | typeof drivers.id, phoneColumn: SQL | AnyColumn, lookup: StatusLookup) {
  return lookup.reference ? eq(idColumn, lookup.reference) : eq(digitsOf(phoneColumn), phoneDigits(lookup.phone ?? ''));
}

async function partnerRequests(db: Db, lookup: StatusLookup): Promise<RequestStatusView[]> {
  const rows = await db
    .select({
      id: businesses.id,
      status: businesses.requestStatus,
      createdAt: businesses.createdAt,
      updatedAt: businesses.updatedAt,
      name: businesses.name,
      businessType: businessTypes.name,
      address: businesses.address,
      region: businesses.region,
      planName: subscriptionPlans.name,
      planPrice: subscriptionPlans.price,
      adminNotes: businesses.adminNotes,
      ownerId: businesses.ownerId,
    })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, businesses.selectedPlanId))
    .where(
      and(
        isNotNull(businesses.requestStatus),
        eq(sql`lower(${businesses.ownerEmail})`, lookup.email),
        proof(businesses.id, businesses.ownerPhone, lookup),
      ),
    )
    .orderBy(desc(businesses.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    type: 'partner',
    ...decisionOf({ ...row, submittedAt: row.createdAt, hasAccount: row.ownerId !== null }),
    name: row.name,
    businessName: row.name,
    businessType: row.businessType,
    address: row.address,
    region: row.region as Region,
    planName: row.planName,
    planPrice: row.planPrice,
    vehicleType: null,
    vehiclePlate: null,
    driverType: null,
  }));
}

async function driverRequests(db: Db, lookup: StatusLookup): Promise<RequestStatusView[]> {
  const rows = await db
    .select({
      id: drivers.id,
      status: drivers.requestStatus,
      applicationDate: drivers.applicationDate,
      updatedAt: drivers.updatedAt,
      name: drivers.name,
      businessName: businesses.name,
      vehicleType: drivers.vehicleType,
      vehiclePlate: drivers.vehiclePlate,
      driverType: drivers.driverType,
      adminNotes: drivers.adminNotes,
      userId: drivers.userId,
    })
    .from(drivers)
    .leftJoin(businesses, eq(businesses.id, drivers.businessId))
    .where(and(eq(sql`lower(${drivers.email})`, lookup.email), proof(drivers.id, drivers.phone, lookup)))
    .orderBy(desc(drivers.applicationDate))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    type: 'driver',
    ...decisionOf({ ...row, submittedAt: row.applicationDate, hasAccount: row.userId !== null }),
    name: row.name,
    businessName: row.businessName,
    businessType: null,
    address: null,
    region: null,
    planName: null,
    planPrice: null,
    vehicleType: row.vehicleType,
    vehiclePlate: row.vehiclePlate,
    driverType: row.driverType as DriverType,
  }));
}

/** What a request of either kind says of its decision: the admin's notes only for a refusal. */
function decisionOf(row: {
  status: string | null;
  submittedAt: Date;
  updatedAt: Date;
  adminNotes: string | null;
  hasAccount: boolean;
}) {
  const status = row.status as RequestStatus;
  return {
    status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: status === 'pending' ? null : row.updatedAt.toISOString(),
    adminNotes: status === 'rejected' ? row.adminNotes : null,
    accountCreated: status === 'approved' && row.hasAccount,
  };
}

/**
 * Where an applicant's applications stand. Someone who knows only an e-mail learns nothing:
 * the same "not found" answers a wrong e-mail, a wrong reference and a wrong phone.
 */
export async function lookupRequests(db: Db, lookup: StatusLookup): Promise<RequestStatusView[]> {
  const [partners, driverRows] = await Promise.all([
    lookup.type === 'driver' ? [] : partnerRequests(db, lookup),
    lookup.type === 'partner' ? [] : driverRequests(db, lookup),
  ]);
  const requests = [...partners, ...driverRows].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  if (requests.length === 0) throw notFound(REQUEST_TEXTS.requestNotFound, 'request_not_found');
  return requests;
}
