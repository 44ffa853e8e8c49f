/** A reservation's statuses, apart from the booking rules so the realtime events can name them without loading those. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
