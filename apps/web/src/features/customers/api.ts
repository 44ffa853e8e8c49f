import type {
  AddressInput,
  CustomerAddress,
  CustomerProfile,
  FavoriteBusiness,
  ProfileUpdateInput,
} from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { uploadFile } from './upload';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from './messages';

/** Every answer of this feature sits under `['customers', …]`. */
export const customerKeys = {
  profile: ['customers', 'profile'] as const,
  addresses: ['customers', 'addresses'] as const,
  favorites: ['customers', 'favorites'] as const,
};

// --- Profile -------------------------------------------------------------------------------

export const profileQuery = queryOptions({
  queryKey: customerKeys.profile,
  queryFn: ({ signal }) => api.get<CustomerProfile>('/api/me/profile', { signal }),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** Saves the profile; the header and sidebars read the name and photo from the session, so it is refreshed too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => api.patch<CustomerProfile>('/api/me/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(customerKeys.profile, profile);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useUploadPhoto(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ profileImage: string }>('/api/me/profile/photo', file, onProgress),
    onSuccess: ({ profileImage }) => {
      queryClient.setQueryData<CustomerProfile>(customerKeys.profile, (old) => (old ? { ...old, profileImage } : old));
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

// --- Addresses -----------------------------------------------------------------------------

export const addressesQuery = queryOptions({
  queryKey: customerKeys.addresses,
  queryFn: ({ signal }) =>
    api.get<{ addresses: CustomerAddress[] }>('/api/me/addresses', { signal }).then((r) => r.addresses),
});

export function useAddresses() {
  return useQuery(addressesQuery);
}

function useAddressMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses }),
  });
}

export function useSaveAddress() {
  return useAddressMutation(({ id, body }: { id?: string; body: AddressInput }) =>
    id
      ? api.patch<CustomerAddress>(`/api/me/addresses/${id}`, body)
      : api.post<CustomerAddress>('/api/me/addresses', body),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: string) => api.delete<{ ok: true }>(`/api/me/addresses/${id}`));
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: string) =>
    api.post<{ addresses: CustomerAddress[] }>(`/api/me/addresses/${id}/default`),
  );
}

// --- Favourites ----------------------------------------------------------------------------

export const favoritesQuery = queryOptions({
  queryKey: customerKeys.favorites,
  queryFn: ({ signal }) =>
    api.get<{ businesses: FavoriteBusiness[] }>('/api/me/favorites', { signal }).then((r) => r.businesses),
});

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQuery, enabled });
}

/**
 * Adds or removes a favourite. The heart shows the wanted state at once (from the pending
 * mutation's variables) and falls back to the server's answer if the call fails; the mutation
 * stays pending until the list is fresh, so the heart never flickers back.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { toasts } = useTexts('customers', CUSTOMERS_UI);
  const customerMessage = useCustomerMessage();
  return useMutation({
    mutationFn: ({ businessId, favorite }: { businessId: string; favorite: boolean }) =>
      favorite ? api.put(`/api/me/favorites/${businessId}`) : api.delete(`/api/me/favorites/${businessId}`),
    // Toasts here rather than in mutate(): on the favourites page the card (and its heart) goes away at once.
    onSuccess: (_answer, { businessId, favorite }) => {
      toast.success(favorite ? toasts.favoriteAdded : toasts.favoriteRemoved);
      if (!favorite) {
        queryClient.setQueryData<FavoriteBusiness[]>(customerKeys.favorites, (old) =>
          old?.filter((b) => b.id !== businessId),
        );
      }
    },
    onError: (error) => toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.favorites }),
  });
}
