import { MESSAGES, RESERVABLE_BUSINESS_TYPES, type Region, type ReservationVenue } from '@livra/shared';
import { and, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, businessTypes } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { notFound } from '@/lib/errors';
import { isListed } from '@/modules/catalog/catalog.service';

/** Enough for a picker; the search box narrows it down. */
export const VENUES_LIMIT = 50;

const venueColumns = {
  id: businesses.id,
  name: businesses.name,
  address: businesses.address,
  region: businesses.region,
  logo: businesses.logo,
  businessType: businessTypes.name,
  openingHours: businesses.openingHours,
};

const reservable = and(isListed, inArray(businessTypes.name, [...RESERVABLE_BUSINESS_TYPES]));

/** Listed restaurants and cafés for the booking form, best rated first; `q` matches the name without accents. */
export async function listVenues(db: Db, filters: { q?: string; region?: Region }): Promise<ReservationVenue[]> {
  const conditions: (SQL | undefined)[] = [reservable];
  if (filters.region) conditions.push(eq(businesses.region, filters.region));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // The same expression as the trigram index on the name, so the index serves it.
    conditions.push(like(searchText(businesses.name), searchText(pattern)));
  }
  return db
    .select(venueColumns)
    .from(businesses)
    .innerJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .where(and(...conditions))
    .orderBy(desc(businesses.rating), businesses.name)
    .limit(VENUES_LIMIT);
}

/** One bookable venue (the `?business=` of the booking page); anything else is not found. */
export async function getVenue(db: Db, id: string): Promise<ReservationVenue> {
  const [venue] = await db
    .select(venueColumns)
    .from(businesses)
    .innerJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .where(and(eq(businesses.id, id), reservable));
  if (!venue) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
  return venue;
}
