import type { NewPartnerInput, NewPartnerResult } from '@livra/shared/admin-new-partner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface BusinessTypeOption {
  id: number;
  name: string;
}

export function useBusinessTypeOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'business-types'],
    queryFn: ({ signal }) =>
      api.get<{ businessTypes: BusinessTypeOption[] }>('/api/business-types', { signal }).then((r) => r.businessTypes),
    enabled,
    staleTime: 20 * 60_000,
  });
}

/** POST /api/admin/partners; every admin list may now hold the new partner or business: read them again. */
export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPartnerInput) => api.post<NewPartnerResult>('/api/admin/partners', body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
