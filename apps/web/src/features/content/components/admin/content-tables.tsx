import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { formatDate } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import { Eye, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { useTexts } from '@/lib/i18n';

type Texts = Translation<typeof ADMIN_CONTENT_UI>;

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
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  return <Badge variant={isActive ? 'success' : 'secondary'}>{isActive ? t.active : t.inactive}</Badge>;
}

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
  t: Texts,
): DataColumn<AdminCategory>[] {
  return [
    {
      id: 'name',
      header: t.category,
      cell: (row) => <NameCell name={row.name} color={row.color} sub={row.link} />,
      csv: (row) => row.name,
    },
    {
      id: 'description',
      header: t.descriptionHeader,
      cell: (row) => <Description text={row.description} />,
      csv: (row) => row.description,
    },
    {
      id: 'businesses',
      header: t.businesses,
      numeric: true,
      cell: (row) => row.businessCount,
      csv: (row) => row.businessCount,
    },
    {
      id: 'status',
      header: t.status,
      cell: (row) => <ActiveBadge isActive={row.isActive} />,
      csv: (row) => (row.isActive ? t.active : t.inactive),
    },
    {
      id: 'actions',
      header: t.actions,
      cell: (row) => (
        <div className="flex gap-0.5">
          <ActionButton label={t.detailsOf(row.name)} onClick={() => onAction('view', row)}>
            <Eye aria-hidden />
          </ActionButton>
          <ActionButton label={t.editName(row.name)} onClick={() => onAction('edit', row)}>
            <Pencil aria-hidden />
          </ActionButton>
          <ActionButton
            label={row.isActive ? t.deactivateName(row.name) : t.activateName(row.name)}
            onClick={() => onAction('toggle', row)}
          >
            {row.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
          </ActionButton>
          <ActionButton label={t.deleteName(row.name)} onClick={() => onAction('delete', row)}>
            <Trash2 aria-hidden className="text-destructive" />
          </ActionButton>
        </div>
      ),
    },
  ];
}

/** What the export adds to the table's columns. */
export const categoryCsvExtras = (t: Texts, locale: Locale): DataColumn<AdminCategory>[] => [
  { id: 'icon', header: t.icon, cell: () => null, csv: (row) => row.icon },
  { id: 'color', header: t.color, cell: () => null, csv: (row) => row.color },
  { id: 'link', header: t.link, cell: () => null, csv: (row) => row.link },
  { id: 'image', header: t.image, cell: () => null, csv: (row) => row.image },
  { id: 'created', header: t.createdOn, cell: () => null, csv: (row) => formatDate(row.createdAt, locale) },
];

/** Business types (spec 02 §2): name and colour, description, features, business count, actions. */
export function businessTypeColumns(
  onAction: (action: ContentAction, row: AdminBusinessType) => void,
  t: Texts,
): DataColumn<AdminBusinessType>[] {
  return [
    {
      id: 'name',
      header: t.businessType,
      cell: (row) => <NameCell name={row.name} color={row.color} sub={t.menuTemplatesCount(row.templates.length)} />,
      csv: (row) => row.name,
    },
    {
      id: 'description',
      header: t.descriptionHeader,
      cell: (row) => <Description text={row.description} />,
      csv: (row) => row.description,
    },
    {
      id: 'features',
      header: t.features,
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
      header: t.businesses,
      numeric: true,
      cell: (row) => row.businessCount,
      csv: (row) => row.businessCount,
    },
    {
      id: 'actions',
      header: t.actions,
      cell: (row) => (
        <div className="flex gap-0.5">
          <ActionButton label={t.detailsOf(row.name)} onClick={() => onAction('view', row)}>
            <Eye aria-hidden />
          </ActionButton>
          <ActionButton label={t.editName(row.name)} onClick={() => onAction('edit', row)}>
            <Pencil aria-hidden />
          </ActionButton>
          <ActionButton label={t.deleteName(row.name)} onClick={() => onAction('delete', row)}>
            <Trash2 aria-hidden className="text-destructive" />
          </ActionButton>
        </div>
      ),
    },
  ];
}

export const businessTypeCsvExtras = (t: Texts): DataColumn<AdminBusinessType>[] => [
  { id: 'icon', header: t.icon, cell: () => null, csv: (row) => row.icon },
  { id: 'color', header: t.color, cell: () => null, csv: (row) => row.color },
  {
    id: 'templates',
    header: t.menuTemplates,
    cell: () => null,
    csv: (row) =>
      row.templates
        .map(
          (template) => `${template.sortOrder}. ${template.categoryName}${template.isRequired ? t.requiredMark : ''}`,
        )
        .join(' | '),
  },
];
