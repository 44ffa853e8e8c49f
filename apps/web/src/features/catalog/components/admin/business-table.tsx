import {
  BUSINESS_BADGE_LABELS,
  businessBadge,
  shortAddress,
  type AdminBusinessRow,
} from '@livra/shared/admin-businesses';
import { formatDate } from '@livra/shared/dates';
import { formatGNF } from '@livra/shared/money';
import { Eye, type LucideIcon, Mail, MapPin, Pencil, Phone, Star, Store, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type DataTablePagination } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import type { CsvColumn } from '@/lib/csv';
import { placeholderKeys } from '@/lib/utils';
import { BusinessLogo } from './business-logo';
import { BusinessStatusBadge } from './business-status-badge';

export type BusinessAction = 'view' | 'edit' | 'delete';

/** One decimal, French style: `4,6`. */
export const formatRating = (rating: number) =>
  rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Cells a little closer together, so the eight columns fit beside the sidebar at 1280 px. */
const TIGHT = 'px-2 tracking-normal';

/** The columns of spec 02 §2. */
function columns(onAction: (action: BusinessAction, row: AdminBusinessRow) => void): DataColumn<AdminBusinessRow>[] {
  return [
    {
      id: 'business',
      header: 'Commerce',
      cell: (row) => (
        <div className="flex min-w-32 items-center gap-2.5">
          <BusinessLogo src={row.logo} className="size-9" />
          <div className="min-w-0">
            <p className="font-semibold">{row.name}</p>
            <p className="text-xs text-muted-foreground">{row.category ?? 'Sans catégorie'}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      className: TIGHT,
      cell: (row) => <span className="text-xs">{row.businessType ?? '—'}</span>,
    },
    {
      id: 'contact',
      header: 'Contact',
      className: TIGHT,
      cell: (row) => (
        <ul className="w-40 space-y-0.5 text-xs">
          {row.phone && (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {row.phone}
            </li>
          )}
          {row.email && (
            <li className="flex items-center gap-1.5" title={row.email}>
              <Mail aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              <span className="truncate">{row.email}</span>
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
    { id: 'status', header: 'Statut', className: TIGHT, cell: (row) => <BusinessStatusBadge business={row} /> },
    {
      id: 'performance',
      header: 'Performance',
      className: TIGHT,
      cell: (row) => (
        <div className="whitespace-nowrap text-xs">
          <p className="flex items-center gap-1 text-sm font-semibold">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(row.rating)}
          </p>
          <p className="text-muted-foreground">{row.reviewCount} avis</p>
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
      className: TIGHT,
      cell: (row) => <span className="whitespace-nowrap font-semibold">{formatGNF(row.totalRevenue)}</span>,
    },
    { id: 'joined', header: 'Inscription', className: TIGHT, cell: (row) => formatDate(row.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      className: 'pr-2 pl-1 tracking-normal',
      cell: (row) => (
        <div className="flex">
          {ROW_ACTIONS.map(({ action, verb, icon: Icon, className }) => (
            <Button
              key={action}
              variant="ghost"
              size="icon"
              className={`size-8 ${className ?? ''}`}
              aria-label={`${verb} ${row.name}`}
              onClick={() => onAction(action, row)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

const ROW_ACTIONS: { action: BusinessAction; verb: string; icon: LucideIcon; className?: string }[] = [
  { action: 'view', verb: 'Voir', icon: Eye },
  { action: 'edit', verb: 'Modifier', icon: Pencil },
  { action: 'delete', verb: 'Supprimer', icon: Trash2, className: 'text-destructive hover:text-destructive' },
];

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

/** The table from 768 px; on a phone, one card per business with the same figures and actions. */
export function BusinessTable({ rows, pagination, searching, onAction }: BusinessTableProps) {
  const empty = (
    <EmptyState
      icon={Store}
      title={searching ? 'Aucun commerce ne correspond à cette recherche' : 'Aucun commerce pour le moment'}
      description={searching ? 'Essayez un autre nom ou une autre adresse, ou réinitialisez la recherche.' : undefined}
    />
  );
  return (
    <div className="min-w-0 space-y-3">
      <div className="hidden md:block">
        <DataTable
          caption="Commerces de la plateforme"
          columns={columns(onAction)}
          rows={rows}
          rowKey={(row) => row.id}
          empty={empty}
        />
      </div>
      <div className="md:hidden">
        {rows === undefined ? (
          <div role="status" aria-busy="true" aria-label="Chargement…" className="grid gap-3">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} className="h-44 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <ul aria-label="Commerces de la plateforme" className="grid gap-3">
            {rows.map((row) => (
              <BusinessCard key={row.id} row={row} onAction={onAction} />
            ))}
          </ul>
        )}
      </div>
      <Pagination {...pagination} />
    </div>
  );
}

function BusinessCard({
  row,
  onAction,
}: {
  row: AdminBusinessRow;
  onAction: (action: BusinessAction, row: AdminBusinessRow) => void;
}) {
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs">
      <div className="flex items-start gap-3">
        <BusinessLogo src={row.logo} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight">{row.name}</p>
          <p className="text-xs text-muted-foreground">
            {[row.businessType, row.category].filter(Boolean).join(' · ') || 'Sans catégorie'}
          </p>
          <p className="text-xs text-muted-foreground">Inscrit le {formatDate(row.createdAt)}</p>
        </div>
        <BusinessStatusBadge business={row} />
      </div>
      <ul className="grid gap-0.5 text-xs">
        {row.phone && (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            {row.phone}
          </li>
        )}
        {row.email && (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            <span className="truncate">{row.email}</span>
          </li>
        )}
        {row.address && (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            {shortAddress(row.address)}
          </li>
        )}
      </ul>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Note</dt>
          <dd className="inline-flex items-center gap-1 font-bold tabular-nums">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(row.rating)}
          </dd>
          <dd className="text-xs text-muted-foreground">{row.reviewCount} avis</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Commandes</dt>
          <dd className="font-bold tabular-nums">{row.totalOrders}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Revenus</dt>
          <dd className="font-bold tabular-nums">{formatGNF(row.totalRevenue)}</dd>
        </div>
      </dl>
      <div className="grid grid-cols-3 gap-2">
        <Button
          variant="outline"
          className="h-11 px-2"
          aria-label={`Voir ${row.name}`}
          onClick={() => onAction('view', row)}
        >
          Voir
        </Button>
        <Button
          variant="outline"
          className="h-11 px-2"
          aria-label={`Modifier ${row.name}`}
          onClick={() => onAction('edit', row)}
        >
          Modifier
        </Button>
        <Button
          variant="outline"
          className="h-11 px-2 text-destructive"
          aria-label={`Supprimer ${row.name}`}
          onClick={() => onAction('delete', row)}
        >
          Supprimer
        </Button>
      </div>
    </li>
  );
}
