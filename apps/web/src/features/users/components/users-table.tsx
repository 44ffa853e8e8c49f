import type { AdminUser } from '@livra/shared/admin-users';
import { formatDate } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { Locale, Translation } from '@livra/shared/locale';
import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { type DataColumn, DataTable, type DataTablePagination } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CsvColumn } from '@/lib/csv';
import { useTexts } from '@/lib/i18n';
import { UserActions } from './user-actions';

type Texts = Translation<typeof ADMIN_USERS_UI>;

export const statusLabel = (user: AdminUser, t: Texts) =>
  user.deleted ? t.deleted : user.isActive ? t.active : t.inactive;

/** The CSV file: headers in the chosen language, amounts as plain integers (GNF). */
export const userCsvColumns = (t: Texts, locale: Locale): CsvColumn<AdminUser>[] => [
  { header: t.name, value: (user) => user.name },
  { header: t.email, value: (user) => user.email },
  { header: t.phone, value: (user) => user.phoneNumber },
  { header: t.role, value: (user) => t.roles[user.role] },
  { header: t.status, value: (user) => statusLabel(user, t) },
  { header: t.orders, value: (user) => user.totalOrders },
  { header: t.spentCsv, value: (user) => user.totalSpent },
  { header: t.signedUp, value: (user) => formatDate(user.createdAt, locale) },
];

/** The columns of the table. */
export function userColumns(selfId: string | undefined, t: Texts, locale: Locale): DataColumn<AdminUser>[] {
  return [
    {
      id: 'user',
      header: t.user,
      cell: (user) => (
        <div className="flex min-w-48 items-center gap-3">
          <Avatar name={user.name} src={user.profileImage} className="size-9" />
          <div className="min-w-0">
            <p className="truncate font-medium">
              {user.name}
              {user.id === selfId && <span className="text-muted-foreground">{t.you}</span>}
            </p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            {user.phoneNumber && <p className="truncate text-xs text-muted-foreground">{user.phoneNumber}</p>}
          </div>
        </div>
      ),
    },
    {
      id: 'role',
      header: t.role,
      cell: (user) => <Badge variant={user.role === 'admin' ? 'brand' : 'secondary'}>{t.roles[user.role]}</Badge>,
    },
    {
      id: 'status',
      header: t.status,
      cell: (user) => (
        <Badge variant={user.deleted ? 'outline' : user.isActive ? 'success' : 'destructive'}>
          {statusLabel(user, t)}
        </Badge>
      ),
    },
    { id: 'orders', header: t.orders, numeric: true, cell: (user) => user.totalOrders },
    {
      id: 'spent',
      header: t.spent,
      numeric: true,
      cell: (user) => (
        <span className="whitespace-nowrap" title={formatGNFFull(user.totalSpent, locale)}>
          {formatGNF(user.totalSpent, locale)}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: t.signedUp,
      cell: (user) => formatDate(user.createdAt, locale),
    },
    {
      id: 'actions',
      header: t.actions,
      className: 'text-right',
      cell: (user) => <UserActions user={user} isSelf={user.id === selfId} />,
    },
  ];
}

interface UsersTableProps {
  columns: DataColumn<AdminUser>[];
  rows: readonly AdminUser[] | undefined;
  toolbar: ReactNode;
  pagination: DataTablePagination;
  filtered: boolean;
}

export function UsersTable({ columns, rows, toolbar, pagination, filtered }: UsersTableProps) {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      filters={toolbar}
      pagination={pagination}
      empty={<EmptyState icon={Users} title={t.noUsers} description={filtered ? t.noMatch : undefined} />}
    />
  );
}
