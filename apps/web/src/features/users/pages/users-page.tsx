import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { USER_STATUSES, type UserStatus } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { ROLES, type Role } from '@livra/shared/roles';
import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { fetchUsersExport, type UserFilters, usersKey, useUsersList } from '../api';
import { AddPartnerDialog } from '../components/add-partner-dialog';
import { UserStats } from '../components/user-stats';
import { UsersTable, userColumns, userCsvColumns } from '../components/users-table';

/** The filters live in the URL (`?q=&role=&status=&page=`, `q` as on every admin list): a link can open a filtered list. */
function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  const status = params.get('status');
  const filters: UserFilters = {
    search: params.get('q')?.trim() || undefined,
    role: ROLES.includes(role as Role) ? (role as Role) : undefined,
    status: USER_STATUSES.includes(status as UserStatus) ? (status as UserStatus) : undefined,
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Partial<Record<'search' | 'role' | 'status' | 'page', string | undefined>>) =>
    setParams(
      (current) => {
        for (const [name, value] of Object.entries(changes)) {
          const key = name === 'search' ? 'q' : name;
          if (value) current.set(key, value);
          else current.delete(key);
        }
        // A new filter starts from the first page.
        if (!('page' in changes)) current.delete('page');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return { filters, page, update };
}

export default function UsersPage() {
  const { user: self } = useSession();
  const queryClient = useQueryClient();
  const { filters, page, update } = useUrlFilters();
  const list = useUsersList(filters, page);
  const [exporting, setExporting] = useState(false);
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const locale = useLocale();
  const message = useMessage();
  const columns = userColumns(self?.id, t, locale);
  const filtered = Boolean(filters.search || filters.role || filters.status);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchUsersExport(filters);
      downloadCsv(t.csvFileName, toCsv(userCsvColumns(t, locale), rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const toolbar = (
    <>
      <SearchForm
        // A new search from outside (a link from the home's quick search) resets the box.
        key={filters.search ?? ''}
        initial={filters.search ?? ''}
        onSearch={(search) => update({ search })}
      />
      <label className="basis-40 grow sm:grow-0">
        <span className="sr-only">{t.role}</span>
        <Select value={filters.role ?? ''} onChange={(e) => update({ role: e.target.value || undefined })}>
          <option value="">{t.allRoles}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </Select>
      </label>
      <label className="basis-44 grow sm:grow-0">
        <span className="sr-only">{t.status}</span>
        <Select value={filters.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
          <option value="">{t.allStatuses}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statusFilters[status]}
            </option>
          ))}
        </Select>
      </label>
      {filtered && (
        <Button variant="ghost" onClick={() => update({ search: undefined, role: undefined, status: undefined })}>
          <X aria-hidden /> {t.reset}
        </Button>
      )}
      <Button
        variant="outline"
        className="ml-auto"
        loading={exporting}
        disabled={!list.data || list.data.total === 0}
        onClick={() => void exportCsv()}
      >
        {!exporting && <Download aria-hidden />} {t.export}
      </Button>
    </>
  );

  return (
    <div>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={list.data ? t.countDescription(list.data.total, filtered) : t.allAccounts}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: usersKey })}
              aria-label={t.refreshList}
            >
              <RefreshCw aria-hidden /> <span className="hidden sm:inline">{t.refresh}</span>
            </Button>
            <AddPartnerDialog />
          </>
        }
      />
      <div className="space-y-6">
        <UserStats />
        {list.isError && !list.data ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} title={message(MESSAGES.usersLoadError)} />
        ) : (
          <div
            className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={list.isFetching}
          >
            <UsersTable
              columns={columns}
              rows={list.data?.items}
              toolbar={toolbar}
              filtered={filtered}
              pagination={{
                page: list.data?.page ?? page,
                pageCount: Math.max(1, Math.ceil((list.data?.total ?? 0) / (list.data?.pageSize ?? ADMIN_PAGE_SIZE))),
                onPageChange: (next) => update({ page: String(next) }),
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** Search on name or e-mail, sent with « Rechercher » (or Enter). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (search: string | undefined) => void }) {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android WebViews (see biome.jsonc).
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-64 gap-2">
      <SearchInput
        label={t.searchLabel}
        className="min-w-0 flex-1"
        value={text}
        onChange={setText}
        placeholder={t.searchPlaceholder}
        maxLength={100}
      />
      <Button type="submit">{t.search}</Button>
    </form>
  );
}
