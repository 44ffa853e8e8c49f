import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from './customers';
import { bookableSlots, slotRefusal, weekdayOf, type WeeklyHours } from './reservations';

// Monday 10 March 2025, 12:00 in Conakry (UTC).
const now = new Date('2025-03-10T12:00:00Z');
const everyDay = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open, close }]),
  );

describe('reservation slots', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2025-03-10')).toBe('monday');
    expect(weekdayOf('2025-03-16')).toBe('sunday');
  });

  it('refuses the past, and more than 60 days ahead', () => {
    expect(slotRefusal(null, '2025-03-09', '20:00', now)).toBe(CUSTOMER_MESSAGES.reservationDatePast);
    expect(slotRefusal(null, '2025-03-10', '11:59', now)).toBe(CUSTOMER_MESSAGES.reservationTimePast);
    expect(slotRefusal(null, '2025-03-10', '12:30', now)).toBeNull();
    expect(slotRefusal(null, '2025-05-09', '20:00', now)).toBeNull();
    expect(slotRefusal(null, '2025-05-10', '20:00', now)).toBe(CUSTOMER_MESSAGES.reservationTooFar);
  });

  it('keeps to the opening hours of the day', () => {
    const hours: WeeklyHours = { ...everyDay('11:00', '23:30'), tuesday: null };
    expect(slotRefusal(hours, '2025-03-12', '11:00', now)).toBeNull();
    expect(slotRefusal(hours, '2025-03-12', '23:29', now)).toBeNull();
    expect(slotRefusal(hours, '2025-03-12', '23:30', now)).toBe(
      CUSTOMER_MESSAGES.reservationOutsideHours('11:00', '23:30'),
    );
    expect(slotRefusal(hours, '2025-03-12', '09:00', now)).toBe(
      CUSTOMER_MESSAGES.reservationOutsideHours('11:00', '23:30'),
    );
    expect(slotRefusal(hours, '2025-03-11', '20:00', now)).toBe(CUSTOMER_MESSAGES.reservationClosedDay);
  });

  it('takes the small hours of a place open past midnight', () => {
    const hours: WeeklyHours = { ...everyDay('17:00', '02:00'), sunday: null };
    expect(slotRefusal(hours, '2025-03-12', '23:00', now)).toBeNull();
    expect(slotRefusal(hours, '2025-03-12', '01:30', now)).toBeNull();
    expect(slotRefusal(hours, '2025-03-12', '03:00', now)).toBe(
      CUSTOMER_MESSAGES.reservationOutsideHours('17:00', '02:00'),
    );
    // Monday 01:00 belongs to Sunday night, and Sunday is closed.
    expect(slotRefusal(hours, '2025-03-17', '01:00', now)).toBe(
      CUSTOMER_MESSAGES.reservationOutsideHours('17:00', '02:00'),
    );
    // Sunday 01:00 is Saturday night.
    expect(slotRefusal(hours, '2025-03-16', '01:00', now)).toBeNull();
  });

  it('accepts any time when the business gives no hours', () => {
    expect(slotRefusal({}, '2025-03-12', '04:00', now)).toBeNull();
  });
});

describe('bookable slots', () => {
  it('offers the half hours inside the opening hours, and none in the past', () => {
    const hours = everyDay('11:00', '14:00');
    expect(bookableSlots(hours, '2025-03-11', now)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30']);
    expect(bookableSlots(hours, '2025-03-10', now)).toEqual(['12:30', '13:00', '13:30']);
    expect(bookableSlots({ ...hours, tuesday: null }, '2025-03-11', now)).toEqual([]);
  });
});
