import type { NewPartnerInput, NewPartnerResult } from '@livra/shared/admin-new-partner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, sendForm } from '@/lib/api';

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

/** The photo, once the partner exists (multipart, field `file`). Fails with the server's French message. */
async function uploadPartnerPhoto(userId: string, file: File): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  const response = await sendForm(`/api/admin/partners/${userId}/photo`, form);
  if (response.ok) return;
  const data = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new ApiError(response.status, data?.error || `Erreur ${response.status}`);
}

export interface AddPartnerResult extends NewPartnerResult {
  /** Why the photo could not be stored, when it could not (the partner exists all the same). */
  photoError: string | null;
}

/** POST /api/admin/partners, then the photo; every admin list may now hold the new partner: read them again. */
export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photo }: { body: NewPartnerInput; photo: File | null }): Promise<AddPartnerResult> => {
      const created = await api.post<NewPartnerResult>('/api/admin/partners', body);
      if (!photo) return { ...created, photoError: null };
      const photoError = await uploadPartnerPhoto(created.userId, photo).then(
        () => null,
        (error: unknown) => (error instanceof ApiError ? error.message : String(error)),
      );
      return { ...created, photoError };
    },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
