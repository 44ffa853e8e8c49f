import { CUSTOMER_MESSAGES, clearable, isIsoDate, shiftIsoDate, todayInGuinea } from './customers';
import { RESERVATION_STATUSES, type ReservationStatus } from './reservation-statuses';

export { RESERVATION_STATUS_LABELS } from './reservation-statuses';
import { timestamp, uuid, z } from './zod';

export { RESERVATION_STATUSES, type ReservationStatus };

/**
 * Table reservations: the request, its statuses and when a table may be booked. The slot
 * rules live here so the server enforces exactly what the booking form offers.
 */

/** Business types that take table reservations. */
export const RESERVABLE_BUSINESS_TYPES = ['Restaurant', 'Café'] as const;
export const RESERVATION_MAX_DAYS_AHEAD = 60;
export const PARTY_SIZE_MAX = 20;

export const reservationSchema = z.object({
  businessId: uuid(CUSTOMER_MESSAGES.restaurantRequired),
  date: z.string({ error: CUSTOMER_MESSAGES.dateInvalid }).trim().refine(isIsoDate, CUSTOMER_MESSAGES.dateInvalid),
  time: z
    .string({ error: CUSTOMER_MESSAGES.timeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CUSTOMER_MESSAGES.timeInvalid),
  partySize: z.coerce
    .number({ error: CUSTOMER_MESSAGES.partySizeRange })
    .int(CUSTOMER_MESSAGES.partySizeRange)
    .min(1, CUSTOMER_MESSAGES.partySizeRange)
    .max(PARTY_SIZE_MAX, CUSTOMER_MESSAGES.partySizeRange),
  note: clearable(500),
});
export type ReservationInput = z.input<typeof reservationSchema>;

export const customerReservationSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  businessLogo: z.string().nullable(),
  date: z.iso.date(),
  time: z.string(),
  partySize: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  isPast: z.boolean(),
  canCancel: z.boolean(),
  createdAt: timestamp(),
});
export type CustomerReservation = z.infer<typeof customerReservationSchema>;

// --- When a table may be booked ------------------------------------------------------------

/** Same shape as a business's `opening_hours`: `HH:mm` per weekday, null or missing = closed. */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const weeklyHoursSchema = z.partialRecord(
  z.enum(WEEK_DAYS),
  z.object({ open: z.string(), close: z.string() }).nullable(),
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A restaurant or café that takes reservations, for the booking form. */
export const reservationVenueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  region: z.string(),
  logo: z.string().nullable(),
  businessType: z.string().nullable(),
  openingHours: weeklyHoursSchema.nullable(),
});
export type ReservationVenue = z.infer<typeof reservationVenueSchema>;

// Guinea time is UTC all year, so `YYYY-MM-DD` / `HH:mm` strings compare correctly with `now` in UTC.
const nowKey = (now: Date) => now.toISOString().slice(0, 16);

export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  return `${date}T${time}` <= nowKey(now);
}

export function weekdayOf(date: string): WeekDay {
  // getUTCDay: 0 is Sunday; the week starts on Monday.
  return WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** Opening hours that run past midnight (17:00–02:00) close at or before they open. */
const overnight = (day: { open: string; close: string }) => day.close <= day.open;

/**
 * The French reason a slot cannot be booked, or null when it can: not in the past, at most
 * 60 days ahead, and inside the opening hours when the business gives them. A business that
 * closes after midnight takes the early-morning slots of the next day too.
 */
export function slotRefusal(
  hours: WeeklyHours | null,
  date: string,
  time: string,
  now: Date = new Date(),
): string | null {
  const today = todayInGuinea(now);
  if (date < today) return CUSTOMER_MESSAGES.reservationDatePast;
  if (date > shiftIsoDate(today, RESERVATION_MAX_DAYS_AHEAD)) return CUSTOMER_MESSAGES.reservationTooFar;
  if (isPastSlot(date, time, now)) return CUSTOMER_MESSAGES.reservationTimePast;

  // No opening hours given at all: any time is accepted; the partner confirms or declines.
  if (!hours || !WEEK_DAYS.some((day) => hours[day])) return null;
  const day = hours[weekdayOf(date)] ?? null;
  const previous = hours[weekdayOf(shiftIsoDate(date, -1))] ?? null;
  const insideDay = day !== null && time >= day.open && (overnight(day) || time < day.close);
  const insidePreviousNight = previous !== null && overnight(previous) && time < previous.close;
  if (insideDay || insidePreviousNight) return null;
  if (!day) return CUSTOMER_MESSAGES.reservationClosedDay;
  return CUSTOMER_MESSAGES.reservationOutsideHours(day.open, day.close);
}

/** The half-hour slots of a day that can be booked, for the form's time picker. */
export function bookableSlots(hours: WeeklyHours | null, date: string, now: Date = new Date()): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (slotRefusal(hours, date, time, now) === null) slots.push(time);
  }
  return slots;
}
