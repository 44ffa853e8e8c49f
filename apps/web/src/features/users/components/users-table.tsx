import type { AdminUser } from '@livra/shared/admin-users';
import { formatDate } from '@livra/shared/dates';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { ROLE_LABELS } from '@livra/shared/roles';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { type DataColumn, DataTable, type DataTablePagination } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CsvColumn } from '@/lib/csv';
import { UserActions } from './user-actions';

export const statusLabel = (user: AdminUser) => (user.deleted ? 'Supprimé' : user.isActive ? 'Actif' : 'Inactif');

/** The CSV file: French headers, amounts as plain integers (GNF). */
export const USER_CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: 'Nom', value: (user) => user.name },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Téléphone', value: (user) => user.phoneNumber },
  { header: 'Rôle', value: (user) => ROLE_LABELS[user.role] },
  { header: 'Statut', value: statusLabel },
  { header: 'Commandes', value: (user) => user.totalOrders },
  { header: 'Montant dépensé (GNF)', value: (user) => user.totalSpent },
  { header: 'Inscription', value: (user) => formatDate(user.createdAt) },
];

/** The columns of the table. */
export function userColumns(selfId: string | undefined): DataColumn<AdminUser>[] {
  return [
    {
      id: 'user',
      header: 'Utilisateur',
      cell: (user) => (
        <div className="flex min-w-48 items-center gap-3">
          <Avatar name={user.name} src={user.profileImage} className="size-9" />
          <div className="min-w-0">
            <p className="truncate font-medium">
              {user.name}
              {user.id === selfId && <span className="text-muted-foreground"> (vous)</span>}
            </p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            {user.phoneNumber && <p className="truncate text-xs text-muted-foreground">{user.phoneNumber}</p>}
          </div>
        </div>
      ),
    },
    {
      id: 'role',
      header: 'Rôle',
      cell: (user) => <Badge variant={user.role === 'admin' ? 'brand' : 'secondary'}>{ROLE_LABELS[user.role]}</Badge>,
    },
    {
      id: 'status',
      header: 'Statut',
      cell: (user) => (
        <Badge variant={user.deleted ? 'outline' : user.isActive ? 'success' : 'destructive'}>
          {statusLabel(user)}
        </Badge>
      ),
    },
    { id: 'orders', header: 'Commandes', numeric: true, cell: (user) => user.totalOrders },
    {
      id: 'spent',
      header: 'Dépensé',
      numeric: true,
      cell: (user) => (
        <span className="whitespace-nowrap" title={formatGNFFull(user.totalSpent)}>
          {formatGNF(user.totalSpent)}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Inscription',
      cell: (user) => formatDate(user.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
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
  return (
    <DataTable
      caption="Utilisateurs"
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      filters={toolbar}
      pagination={pagination}
      empty={
        <EmptyState
          icon={Users}
          title="Aucun utilisateur trouvé"
          description={filtered ? 'Aucun compte ne correspond à ces critères.' : undefined}
        />
      }
    />
  );
}
