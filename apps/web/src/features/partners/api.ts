import type { BusinessUpdateInput } from '@livra/shared/partner-schemas';
import type {
  PartnerBusinessProfile,
  PartnerBusinessSummary,
  PartnerRevenue,
  PartnerStats,
} from '@livra/shared/partners';
import type { Period } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, sendForm } from '@/lib/api';
import { useLiveEvent } from '@/lib/realtime';

/** Every partner-side answer lives under this key, so one invalidation refreshes them all. */
export const partnerKey = ['partner'] as const;
const base = (businessId: string) => `/api/partner/businesses/${businessId}`;

export const myBusinessesQuery = queryOptions({
  queryKey: [...partnerKey, 'businesses'],
  queryFn: ({ signal }) =>
    api.get<{ businesses: PartnerBusinessSummary[] }>('/api/partner/businesses', { signal }).then((r) => r.businesses),
  staleTime: 5 * 60_000,
});

export const partnerStatsQuery = (businessId: string, period: Period) =>
  queryOptions({
    queryKey: [...partnerKey, businessId, 'stats', period],
    queryFn: ({ signal }) => api.get<PartnerStats>(`${base(businessId)}/stats?period=${period}`, { signal }),
    // Recent orders count (spec 01 §9: 1 min); new orders arrive by event anyway.
    staleTime: 60_000,
  });

export const partnerRevenueQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...partnerKey, businessId, 'revenue'],
    queryFn: ({ signal }) => api.get<PartnerRevenue>(`${base(businessId)}/revenue`, { signal }),
    staleTime: 2 * 60_000,
  });

export const businessProfileQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...partnerKey, businessId, 'profile'],
    queryFn: ({ signal }) => api.get<PartnerBusinessProfile>(base(businessId), { signal }),
    staleTime: 5 * 60_000,
  });

export const useMyBusinesses = () => useQuery(myBusinessesQuery);
export const usePartnerStats = (businessId: string, period: Period) => useQuery(partnerStatsQuery(businessId, period));
export const usePartnerRevenue = (businessId: string) => useQuery(partnerRevenueQuery(businessId));
export const useBusinessProfile = (businessId: string) => useQuery(businessProfileQuery(businessId));

/**
 * Orders placed, moved or paid change the figures; a business changed from another phone
 * changes the profile and the switcher. Both arrive as events and refresh what is shown.
 */
export function usePartnerLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: partnerKey });
  // A driver's position (its own event, every few seconds) changes no figure: only the order views follow it.
  useLiveEvent('order', refresh);
  useLiveEvent('partner_business', refresh);
}

function useBusinessChange<Input>(run: (input: Input) => Promise<PartnerBusinessProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (profile) => {
      queryClient.setQueryData(businessProfileQuery(profile.id).queryKey, profile);
      // Name, logo and open state show in the switcher too.
      void queryClient.invalidateQueries({ queryKey: myBusinessesQuery.queryKey });
    },
  });
}

export const useUpdateBusiness = () =>
  useBusinessChange(({ businessId, changes }: { businessId: string; changes: BusinessUpdateInput }) =>
    api.patch<PartnerBusinessProfile>(base(businessId), changes),
  );

export type BusinessImageKind = 'logo' | 'cover';

/** Sends a picture as multipart (the api client speaks JSON only) and returns the profile. */
export function useUploadBusinessImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ businessId, kind, file }: { businessId: string; kind: BusinessImageKind; file: File }) => {
      const form = new FormData();
      form.set('file', file);
      const response = await sendForm(`${base(businessId)}/${kind}`, form);
      const data = (await response.json().catch(() => ({}))) as { url?: string; error?: string; code?: string };
      if (!response.ok || !data.url) throw new ApiError(response.status, data.error || MESSAGES.serverError, data.code);
      return data.url;
    },
    onSuccess: (url, { businessId, kind }) => {
      queryClient.setQueryData(businessProfileQuery(businessId).queryKey, (profile) =>
        profile ? { ...profile, [kind === 'logo' ? 'logo' : 'coverImage']: url } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: myBusinessesQuery.queryKey });
    },
  });
}
