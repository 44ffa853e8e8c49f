import type { CustomerReservation, ReservationInput, ReservationVenue } from '@livra/shared/reservations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';

export const reservationKeys = {
  mine: ['customers', 'reservations'] as const,
  venues: (q: string, region: string) => ['customers', 'venues', { q, region }] as const,
  venue: (id: string) => ['customers', 'venue', id] as const,
};

export const myReservationsQuery = queryOptions({
  queryKey: reservationKeys.mine,
  queryFn: ({ signal }) =>
    api.get<{ reservations: CustomerReservation[] }>('/api/me/reservations', { signal }).then((r) => r.reservations),
});

/** My reservations, refreshed when the restaurant confirms or declines one (live event). */
export function useMyReservations(enabled = true) {
  const queryClient = useQueryClient();
  useLiveEvent('reservation', () => void queryClient.invalidateQueries({ queryKey: reservationKeys.mine }));
  return useQuery({ ...myReservationsQuery, enabled });
}

/** Restaurants and cafés taking reservations; the previous list stays while a search runs. */
export function useVenues(q: string, region: string) {
  return useQuery<ReservationVenue[]>({
    queryKey: reservationKeys.venues(q, region),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (region) params.set('region', region);
      return api
        .get<{ venues: ReservationVenue[] }>(`/api/reservations/venues?${params}`, { signal })
        .then((r) => r.venues);
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useVenue(id: string | null) {
  return useQuery({
    queryKey: reservationKeys.venue(id ?? ''),
    queryFn: ({ signal }) => api.get<ReservationVenue>(`/api/reservations/venues/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });
}

function useReservationMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.mine }),
  });
}

/** The server answers a repeated identical request with the first booking, so a retry never books twice. */
export function useBookReservation() {
  return useReservationMutation((body: ReservationInput) => api.post<CustomerReservation>('/api/reservations', body));
}

export function useCancelReservation() {
  return useReservationMutation((id: string) => api.post<CustomerReservation>(`/api/me/reservations/${id}/cancel`));
}
