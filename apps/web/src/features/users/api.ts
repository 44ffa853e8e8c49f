import type {
  AdminUser,
  AdminUserChange,
  AdminUserDeletion,
  AdminUserPage,
  AdminUserStats,
  UserStatus,
} from '@livra/shared/admin-users';
import type { Role } from '@livra/shared/roles';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS, withQuery } from '@/lib/api';

/**
 * Every answer of the users page sits under this key: a change (activate, delete, a partner
 * added from this page) invalidates it whole, so the admin sees it at once.
 */
export const usersKey = ['admin', 'users'] as const;
/** The admin home's figures count users too. */
const adminHomeKey = ['admin', 'home'] as const;

export interface UserFilters {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

export const usersListQuery = (filters: UserFilters, page: number) =>
  queryOptions({
    queryKey: [...usersKey, 'list', filters, page],
    queryFn: ({ signal }) => api.get<AdminUserPage>(withQuery('/api/admin/users', { ...filters, page }), { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const userStatsQuery = queryOptions({
  queryKey: [...usersKey, 'stats'],
  queryFn: ({ signal }) => api.get<AdminUserStats>('/api/admin/users/stats', { signal }),
  staleTime: 60_000,
});

/** The whole filtered list, for the CSV file. */
export const fetchUsersExport = (filters: UserFilters) =>
  api
    .get<{ items: AdminUser[] }>(withQuery('/api/admin/users/export', { ...filters }), {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    })
    .then((r) => r.items);

export const useUsersList = (filters: UserFilters, page: number) => useQuery(usersListQuery(filters, page));
export const useUserStats = () => useQuery(userStatsQuery);

function useUserChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: adminHomeKey }),
      ]),
  });
}

export const useSetUserActive = () =>
  useUserChange(({ user, active }: { user: AdminUser; active: boolean }) =>
    api.post<AdminUserChange>(`/api/admin/users/${user.id}/${active ? 'activate' : 'deactivate'}`),
  );

export const useDeleteUser = () =>
  useUserChange((user: AdminUser) => api.delete<AdminUserDeletion>(`/api/admin/users/${user.id}`));
