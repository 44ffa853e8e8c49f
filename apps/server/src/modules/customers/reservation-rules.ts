import { isPastSlot, type ReservationStatus } from '@livra/shared';

/**
 * Who may change a reservation, and when. When a table may be booked at all (`slotRefusal`)
 * lives in @livra/shared, so the booking form offers exactly what the server accepts.
 */

/** Customers may cancel a reservation that is still waiting or confirmed, before its time. */
export function customerCanCancel(status: string, date: string, time: string, now: Date = new Date()): boolean {
  return (status === 'pending' || status === 'confirmed') && !isPastSlot(date, time, now);
}

/** What a partner may do: answer a waiting request, or decline a confirmed one. */
export function partnerCanSet(from: string, to: Extract<ReservationStatus, 'confirmed' | 'declined'>): boolean {
  if (from === 'pending') return true;
  return from === 'confirmed' && to === 'declined';
}

/** `2025-03-10` → `10/03/2025`, without going through a time zone. */
export function frenchDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
