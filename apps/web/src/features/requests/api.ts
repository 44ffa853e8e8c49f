import type {
  ApplicationBusinessOption,
  DriverApplicationInput,
  DriverApplicationResult,
  PartnerApplicationInput,
  PartnerApplicationResult,
  RequestStatusResult,
  SubscriptionPlanView,
} from '@livra/shared/requests';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

export interface BusinessTypeOption {
  id: number;
  name: string;
}

export const plansQuery = queryOptions({
  queryKey: ['requests', 'plans'],
  queryFn: ({ signal }) =>
    api.get<{ plans: SubscriptionPlanView[] }>('/api/subscription-plans', { signal }).then((r) => r.plans),
  staleTime: 10 * 60_000,
});

export function useDriverFigures() {
  return useQuery({
    queryKey: ['requests', 'driver-figures'],
    queryFn: ({ signal }) =>
      api.get<{ activeDrivers: number; deliveries: number; averageRating: number | null }>(
        '/api/requests/driver-figures',
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
}

export function usePlans() {
  return useQuery(plansQuery);
}

export function useBusinessTypes() {
  return useQuery({
    queryKey: ['requests', 'business-types'],
    queryFn: ({ signal }) =>
      api.get<{ businessTypes: BusinessTypeOption[] }>('/api/business-types', { signal }).then((r) => r.businessTypes),
    staleTime: 20 * 60_000,
  });
}

/** Listed businesses a service driver can choose, searched by name. */
export function useBusinessOptions(search: string, enabled: boolean) {
  const q = search.trim();
  return useQuery({
    queryKey: ['requests', 'businesses', q],
    queryFn: ({ signal }) =>
      api
        .get<{ businesses: ApplicationBusinessOption[] }>(
          `/api/requests/businesses${q ? `?q=${encodeURIComponent(q)}` : ''}`,
          { signal },
        )
        .then((r) => r.businesses),
    enabled,
    staleTime: 60_000,
    // The list stays on screen while the next search loads.
    placeholderData: (previous) => previous,
  });
}

export function useSubmitPartnerApplication() {
  return useMutation({
    mutationFn: (body: PartnerApplicationInput) => api.post<PartnerApplicationResult>('/api/requests/partner', body),
  });
}

export function useSubmitDriverApplication() {
  return useMutation({
    mutationFn: (body: DriverApplicationInput) => api.post<DriverApplicationResult>('/api/requests/driver', body),
  });
}

export interface StatusLookup {
  email: string;
  reference?: string;
  phone?: string;
}

/** Where the applicant's applications stand; "not found" is an answer, not a failure. */
export function useRequestStatus(lookup: StatusLookup | null) {
  return useQuery({
    queryKey: ['requests', 'status', lookup],
    // No lookup yet: nothing to ask (skipToken also types `lookup` as present inside).
    queryFn: lookup
      ? async ({ signal }) => {
          const params = new URLSearchParams({ email: lookup.email });
          if (lookup.reference) params.set('reference', lookup.reference);
          else if (lookup.phone) params.set('phone', lookup.phone);
          try {
            return (await api.get<RequestStatusResult>(`/api/requests/status?${params}`, { signal })).requests;
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return [];
            throw error;
          }
        }
      : skipToken,
    // Nothing secret is kept in the cache for long: an admin decision should show on the next check.
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && error.status !== 0) && count < 2,
  });
}
