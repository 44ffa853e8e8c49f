import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { formatDate } from '@livra/shared/dates';
import { Eye, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';

export type ContentAction = 'view' | 'edit' | 'toggle' | 'delete';

/** The colour as a dot beside the name (the hex code is read out for screen readers in the details). */
export function Swatch({ color, className = 'size-4' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 rounded-full border border-black/10 ${className}`}
      style={{ backgroundColor: color }}
    />
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'success' : 'secondary'}>{isActive ? 'Actif' : 'Inactif'}</Badge>;
}

const count = (value: number, one: string, many: string) => `${value} ${value > 1 ? many : one}`;

function ActionButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      {children}
    </Button>
  );
}

function NameCell({ name, color, sub }: { name: string; color: string; sub?: string | null }) {
  return (
    <div className="flex min-w-32 items-center gap-2.5">
      <Swatch color={color} />
      <div className="min-w-0">
        <p className="font-semibold">{name}</p>
        {sub && <p className="text-xs text-muted-foreground">{sub}</p>}
      </div>
    </div>
  );
}

function Description({ text }: { text: string | null }) {
  return <p className="line-clamp-2 max-w-64 min-w-40 text-xs text-muted-foreground">{text || '—'}</p>;
}

/** Categories (spec 02 §2): name and link, description, business count, Actif / Inactif, actions. */
export function categoryColumns(
  onAction: (action: ContentAction, row: AdminCategory) => void,
): DataColumn<AdminCategory>[] {
  return [
    {
      id: 'name',
      header: 'Catégorie',
      cell: (row) => <NameCell name={row.name} color={row.color} sub={row.link} />,
      csv: (row) => row.name,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (row) => <Description text={row.description} />,
      csv: (row) => row.description,
    },
    {
      id: 'businesses',
      header: 'Commerces',
      numeric: true,
      cell: (row) => row.businessCount,
      csv: (row) => row.businessCount,
    },
    {
      id: 'status',
      header: 'Statut',
      cell: (row) => <ActiveBadge isActive={row.isActive} />,
      csv: (row) => (row.isActive ? 'Actif' : 'Inactif'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="flex gap-0.5">
          <ActionButton label={`Détails de ${row.name}`} onClick={() => onAction('view', row)}>
            <Eye aria-hidden />
          </ActionButton>
          <ActionButton label={`Modifier ${row.name}`} onClick={() => onAction('edit', row)}>
            <Pencil aria-hidden />
          </ActionButton>
          <ActionButton
            label={`${row.isActive ? 'Désactiver' : 'Activer'} ${row.name}`}
            onClick={() => onAction('toggle', row)}
          >
            {row.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
          </ActionButton>
          <ActionButton label={`Supprimer ${row.name}`} onClick={() => onAction('delete', row)}>
            <Trash2 aria-hidden className="text-destructive" />
          </ActionButton>
        </div>
      ),
    },
  ];
}

/** What the export adds to the table's columns. */
export const categoryCsvExtras: DataColumn<AdminCategory>[] = [
  { id: 'icon', header: 'Icône', cell: () => null, csv: (row) => row.icon },
  { id: 'color', header: 'Couleur', cell: () => null, csv: (row) => row.color },
  { id: 'link', header: 'Lien', cell: () => null, csv: (row) => row.link },
  { id: 'image', header: 'Image', cell: () => null, csv: (row) => row.image },
  { id: 'created', header: 'Créée le', cell: () => null, csv: (row) => formatDate(row.createdAt) },
];

/** Business types (spec 02 §2): name and colour, description, features, business count, actions. */
export function businessTypeColumns(
  onAction: (action: ContentAction, row: AdminBusinessType) => void,
): DataColumn<AdminBusinessType>[] {
  return [
    {
      id: 'name',
      header: 'Type de commerce',
      cell: (row) => (
        <NameCell
          name={row.name}
          color={row.color}
          sub={count(row.templates.length, 'modèle de menu', 'modèles de menu')}
        />
      ),
      csv: (row) => row.name,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (row) => <Description text={row.description} />,
      csv: (row) => row.description,
    },
    {
      id: 'features',
      header: 'Caractéristiques',
      cell: (row) =>
        row.features.length === 0 ? (
          '—'
        ) : (
          <ul className="flex max-w-64 min-w-32 flex-wrap gap-1">
            {row.features.map((feature) => (
              <li key={feature}>
                <Badge variant="brand">{feature}</Badge>
              </li>
            ))}
          </ul>
        ),
      csv: (row) => row.features.join(', '),
    },
    {
      id: 'businesses',
      header: 'Commerces',
      numeric: true,
      cell: (row) => row.businessCount,
      csv: (row) => row.businessCount,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="flex gap-0.5">
          <ActionButton label={`Détails de ${row.name}`} onClick={() => onAction('view', row)}>
            <Eye aria-hidden />
          </ActionButton>
          <ActionButton label={`Modifier ${row.name}`} onClick={() => onAction('edit', row)}>
            <Pencil aria-hidden />
          </ActionButton>
          <ActionButton label={`Supprimer ${row.name}`} onClick={() => onAction('delete', row)}>
            <Trash2 aria-hidden className="text-destructive" />
          </ActionButton>
        </div>
      ),
    },
  ];
}

export const businessTypeCsvExtras: DataColumn<AdminBusinessType>[] = [
  { id: 'icon', header: 'Icône', cell: () => null, csv: (row) => row.icon },
  { id: 'color', header: 'Couleur', cell: () => null, csv: (row) => row.color },
  {
    id: 'templates',
    header: 'Modèles de menu',
    cell: () => null,
    csv: (row) =>
      row.templates
        .map(
          (template) => `${template.sortOrder}. ${template.categoryName}${template.isRequired ? ' (obligatoire)' : ''}`,
        )
        .join(' | '),
  },
];
