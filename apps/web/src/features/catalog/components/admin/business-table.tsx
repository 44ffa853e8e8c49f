import {
  BUSINESS_BADGE_LABELS,
  businessBadge,
  shortAddress,
  type AdminBusinessRow,
} from '@livra/shared/admin-businesses';
import { formatDate } from '@livra/shared/dates';
import { formatGNF } from '@livra/shared/money';
import { Eye, Mail, MapPin, Pencil, Phone, Star, Store, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type DataTablePagination } from '@/components/ui/data-table';
import type { CsvColumn } from '@/lib/csv';
import { BusinessLogo } from './business-logo';
import { BusinessStatusBadge } from './business-status-badge';

export type BusinessAction = 'view' | 'edit' | 'delete';

/** One decimal, French style: `4,6`. */
export const formatRating = (rating: number) =>
  rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The columns of spec 02 §2. */
function columns(onAction: (action: BusinessAction, row: AdminBusinessRow) => void): DataColumn<AdminBusinessRow>[] {
  return [
    {
      id: 'business',
      header: 'Commerce',
      cell: (row) => (
        <div className="flex min-w-48 items-center gap-3">
          <BusinessLogo src={row.logo} />
          <div className="min-w-0">
            <p className="font-semibold">{row.name}</p>
            <p className="text-xs text-muted-foreground">{row.category ?? 'Sans catégorie'}</p>
          </div>
        </div>
      ),
    },
    { id: 'type', header: 'Type', cell: (row) => row.businessType ?? '—' },
    {
      id: 'contact',
      header: 'Contact',
      cell: (row) => (
        <ul className="min-w-44 space-y-0.5 text-xs">
          {row.phone && (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {row.phone}
            </li>
          )}
          {row.email && (
            <li className="flex items-center gap-1.5 break-all">
              <Mail aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {row.email}
            </li>
          )}
          {row.address && (
            <li className="flex items-center gap-1.5" title={row.address}>
              <MapPin aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {shortAddress(row.address)}
            </li>
          )}
        </ul>
      ),
    },
    { id: 'status', header: 'Statut', cell: (row) => <BusinessStatusBadge business={row} /> },
    {
      id: 'performance',
      header: 'Performance',
      cell: (row) => (
        <div className="min-w-28 text-xs">
          <p className="flex items-center gap-1 text-sm font-semibold">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(row.rating)}
            <span className="font-normal text-muted-foreground">({row.reviewCount} avis)</span>
          </p>
          <p className="text-muted-foreground">
            {row.totalOrders} commande{row.totalOrders > 1 ? 's' : ''}
          </p>
        </div>
      ),
    },
    {
      id: 'revenue',
      header: 'Revenus',
      numeric: true,
      cell: (row) => <span className="whitespace-nowrap font-semibold">{formatGNF(row.totalRevenue)}</span>,
    },
    { id: 'joined', header: 'Inscription', cell: (row) => formatDate(row.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="flex gap-0.5">
          <Button variant="ghost" size="icon" aria-label={`Voir ${row.name}`} onClick={() => onAction('view', row)}>
            <Eye aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Modifier ${row.name}`} onClick={() => onAction('edit', row)}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Supprimer ${row.name}`}
            onClick={() => onAction('delete', row)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];
}

/** The CSV file: one line per business, amounts as plain integers, full addresses. */
export const businessCsvColumns: CsvColumn<AdminBusinessRow>[] = [
  { header: 'Commerce', value: (row) => row.name },
  { header: 'Catégorie', value: (row) => row.category },
  { header: 'Type', value: (row) => row.businessType },
  { header: 'Propriétaire', value: (row) => row.ownerName },
  { header: 'Email du propriétaire', value: (row) => row.ownerEmail },
  { header: 'Téléphone', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email },
  { header: 'Adresse', value: (row) => row.address },
  { header: 'Région', value: (row) => row.region },
  { header: 'Statut', value: (row) => BUSINESS_BADGE_LABELS[businessBadge(row)] },
  { header: 'Note', value: (row) => formatRating(row.rating) },
  { header: 'Avis', value: (row) => row.reviewCount },
  { header: 'Commandes', value: (row) => row.totalOrders },
  { header: 'Revenus (GNF)', value: (row) => row.totalRevenue },
  { header: 'Inscription', value: (row) => formatDate(row.createdAt) },
];

interface BusinessTableProps {
  rows: AdminBusinessRow[] | undefined;
  pagination: DataTablePagination;
  searching: boolean;
  onAction: (action: BusinessAction, row: AdminBusinessRow) => void;
}

export function BusinessTable({ rows, pagination, searching, onAction }: BusinessTableProps) {
  return (
    <DataTable
      caption="Commerces de la plateforme"
      columns={columns(onAction)}
      rows={rows}
      rowKey={(row) => row.id}
      pagination={pagination}
      empty={
        <EmptyState
          icon={Store}
          title={searching ? 'Aucun commerce ne correspond à cette recherche' : 'Aucun commerce pour le moment'}
          description={
            searching ? 'Essayez un autre nom ou une autre adresse, ou réinitialisez la recherche.' : undefined
          }
        />
      }
    />
  );
}
