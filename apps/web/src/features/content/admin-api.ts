import type {
  AdminBusinessType,
  AdminBusinessTypeCreateInput,
  AdminCategory,
  AdminCategoryCreateInput,
  AdminContentStats,
} from '@livra/shared/admin-content';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, sendForm } from '@/lib/api';

/** Every admin content answer lives under this key: one invalidation after a change refreshes them all. */
export const adminContentKey = ['admin', 'content'] as const;
const base = '/api/admin/content';

const searchQuery = (search: string) => (search ? `?search=${encodeURIComponent(search)}` : '');

export const contentStatsQuery = queryOptions({
  queryKey: [...adminContentKey, 'stats'],
  queryFn: ({ signal }) => api.get<AdminContentStats>(`${base}/stats`, { signal }),
  staleTime: 60_000,
});

export const adminCategoriesQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminContentKey, 'categories', search],
    queryFn: ({ signal }): Promise<AdminCategory[]> =>
      api.get<{ items: AdminCategory[] }>(`${base}/categories${searchQuery(search)}`, { signal }).then((r) => r.items),
    staleTime: 30_000,
    // The previous answer stays on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export const adminBusinessTypesQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminContentKey, 'business-types', search],
    queryFn: ({ signal }): Promise<AdminBusinessType[]> =>
      api
        .get<{ items: AdminBusinessType[] }>(`${base}/business-types${searchQuery(search)}`, { signal })
        .then((r) => r.items),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useContentStats = () => useQuery(contentStatsQuery);
export const useAdminCategories = (search: string) => useQuery(adminCategoriesQuery(search));
export const useAdminBusinessTypes = (search: string) => useQuery(adminBusinessTypesQuery(search));

/**
 * After a change: the admin's lists and figures, and this browser's copies of the public catalog
 * (home, /categories, filters, application forms), so the admin sees the change there at once too.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminContentKey }),
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'businesses'] }),
    ]);
}

/** The category's image (multipart, field `file`); fails with the server's French message. */
async function uploadCategoryImage(id: string, file: File): Promise<AdminCategory> {
  const form = new FormData();
  form.set('file', file);
  const response = await sendForm(`${base}/categories/${id}/image`, form);
  const data = (await response.json().catch(() => null)) as (AdminCategory & { error?: string }) | null;
  if (!response.ok || !data) throw new ApiError(response.status, data?.error || `Erreur ${response.status}`);
  return data;
}

export interface SaveCategoryInput {
  /** Absent: a new category. */
  id?: string;
  body: AdminCategoryCreateInput;
  /** A new image to upload once the category is saved. */
  file?: File | null;
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body, file }: SaveCategoryInput) => {
      const saved = id
        ? await api.patch<AdminCategory>(`${base}/categories/${id}`, body)
        : await api.post<AdminCategory>(`${base}/categories`, body);
      return file ? uploadCategoryImage(saved.id, file) : saved;
    },
    onSettled: refresh,
  });
}

export function useSetCategoryActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.post<AdminCategory>(`${base}/categories/${id}/${isActive ? 'activate' : 'deactivate'}`),
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`${base}/categories/${id}`),
    onSettled: refresh,
  });
}

export function useSaveBusinessType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminBusinessTypeCreateInput }) =>
      id
        ? api.patch<AdminBusinessType>(`${base}/business-types/${id}`, body)
        : api.post<AdminBusinessType>(`${base}/business-types`, body),
    onSettled: refresh,
  });
}

export function useDeleteBusinessType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`${base}/business-types/${id}`),
    onSettled: refresh,
  });
}
