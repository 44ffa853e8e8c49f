/**
 * A reservation's statuses and their labels, apart from the booking rules (and zod) so the realtime
 * events and the pages that only show a status can name them without loading those.
 */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  declined: 'Refusée',
  cancelled: 'Annulée',
};
