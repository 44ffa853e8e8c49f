import type {
  AuditFacets,
  AuditPage,
  BackupResult,
  BackupStatus,
  MaintenanceOverview,
  MaintenanceResult,
  PlatformSettings,
  PlatformSettingsInput,
  SecurityOverview,
  SystemHealth,
} from '@livra/shared/system';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, LONG_REQUEST_TIMEOUT_MS } from '@/lib/api';

/** Every answer of the System page lives under this key. */
const systemKey = ['admin', 'system'] as const;
const base = '/api/admin/system';
/** The gauges are live: read again every few seconds while the page is open. */
export const HEALTH_REFRESH_MS = 5_000;

export const healthQuery = queryOptions({
  queryKey: [...systemKey, 'health'],
  queryFn: ({ signal }) => api.get<SystemHealth>(`${base}/health`, { signal }),
  refetchInterval: HEALTH_REFRESH_MS,
  staleTime: 0,
});
export const useHealth = () => useQuery(healthQuery);

export const settingsQuery = queryOptions({
  queryKey: [...systemKey, 'settings'],
  queryFn: ({ signal }) => api.get<PlatformSettings>(`${base}/settings`, { signal }),
  staleTime: 60_000,
});
export const useSettings = () => useQuery(settingsQuery);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) =>
      api.put<{ message: string; settings: PlatformSettings }>(`${base}/settings`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsQuery.queryKey, answer.settings);
      void queryClient.invalidateQueries({ queryKey: [...systemKey, 'audit'] });
      void queryClient.invalidateQueries({ queryKey: [...systemKey, 'backups'] });
    },
  });
}

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}
export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', entity: '', from: '', to: '' };

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...systemKey, 'audit', 'list', filters, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      return api.get<AuditPage>(`${base}/audit?${params}`, { signal });
    },
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
export const useAudit = (filters: AuditFilters, page: number) => useQuery(auditQuery(filters, page));

export const auditFacetsQuery = queryOptions({
  queryKey: [...systemKey, 'audit', 'facets'],
  queryFn: ({ signal }) => api.get<AuditFacets>(`${base}/audit/facets`, { signal }),
  staleTime: 60_000,
});
export const useAuditFacets = () => useQuery(auditFacetsQuery);

export const backupsQuery = queryOptions({
  queryKey: [...systemKey, 'backups'],
  queryFn: ({ signal }) => api.get<BackupStatus>(`${base}/backups`, { signal }),
  staleTime: 30_000,
});
export const useBackups = () => useQuery(backupsQuery);
export const backupDownloadUrl = (name: string) => `${base}/backups/${encodeURIComponent(name)}`;

export const securityQuery = queryOptions({
  queryKey: [...systemKey, 'security'],
  queryFn: ({ signal }) => api.get<SecurityOverview>(`${base}/security`, { signal }),
  staleTime: 15_000,
});
export const useSecurity = () => useQuery(securityQuery);

export const maintenanceQuery = queryOptions({
  queryKey: [...systemKey, 'maintenance'],
  queryFn: ({ signal }) => api.get<MaintenanceOverview>(`${base}/maintenance`, { signal }),
  staleTime: 15_000,
});
export const useMaintenance = () => useQuery(maintenanceQuery);

/** The page's buttons; each refreshes what it changed (and the audit log, which records it). */
export function useSystemAction<Input = void>(call: (input: Input) => Promise<MaintenanceResult | BackupResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const part of ['backups', 'security', 'maintenance', 'audit', 'health'])
        void queryClient.invalidateQueries({ queryKey: [...systemKey, part] });
    },
  });
}

export const backupNow = () =>
  api.post<BackupResult>(`${base}/backups`, undefined, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
export const endSessions = (userId: string) => api.post<MaintenanceResult>(`${base}/sessions/${userId}/end`);
export const retryFailedEmails = () => api.post<MaintenanceResult>(`${base}/maintenance/retry-emails`);
export const purgeExpired = () => api.post<MaintenanceResult>(`${base}/maintenance/purge`);
