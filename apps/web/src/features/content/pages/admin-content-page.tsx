import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { MESSAGES } from '@livra/shared/messages';
import { CheckCircle2, Download, LayoutGrid, Plus, Store, Tags } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable, useClientPages } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminBusinessTypes, useAdminCategories, useContentStats, useSetCategoryActive } from '../admin-api';
import { type BusinessTypeDialogTarget, BusinessTypeFormDialog } from '../components/admin/business-type-form-dialog';
import { type CategoryDialogTarget, CategoryFormDialog } from '../components/admin/category-form-dialog';
import { BusinessTypeDetailsDialog, CategoryDetailsDialog } from '../components/admin/content-details-dialog';
import {
  businessTypeColumns,
  businessTypeCsvExtras,
  type ContentAction,
  categoryColumns,
  categoryCsvExtras,
} from '../components/admin/content-tables';
import { DeleteContentDialog, type DeleteTarget } from '../components/admin/delete-content-dialog';

type Tab = 'categories' | 'types';
/** Spec 02 §9: the search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

function csvOf<Row>(columns: DataColumn<Row>[]) {
  return columns.flatMap((column) => (column.csv ? [{ header: column.header, value: column.csv }] : []));
}

/** /admin-dashboard/content (spec 02 §2 "Content Management"): browse categories and business types. */
export default function AdminContentPage() {
  const [tab, setTab] = useState<Tab>('categories');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useAdminCategories(search);
  const types = useAdminBusinessTypes(search);
  const toggle = useSetCategoryActive();

  const [categoryForm, setCategoryForm] = useState<CategoryDialogTarget>(null);
  const [typeForm, setTypeForm] = useState<BusinessTypeDialogTarget>(null);
  const [viewedCategory, setViewedCategory] = useState<AdminCategory | null>(null);
  const [viewedType, setViewedType] = useState<AdminBusinessType | null>(null);
  const [deleted, setDeleted] = useState<DeleteTarget>(null);

  function onCategory(action: ContentAction, row: AdminCategory) {
    if (action === 'view') setViewedCategory(row);
    else if (action === 'edit') setCategoryForm(row);
    else if (action === 'delete') setDeleted({ kind: 'category', item: row });
    else
      toggle.mutate(
        { id: row.id, isActive: !row.isActive },
        {
          onSuccess: () => toast.success(MESSAGES.categoryStatusUpdated),
          onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
        },
      );
  }

  function onType(action: ContentAction, row: AdminBusinessType) {
    if (action === 'view') setViewedType(row);
    else if (action === 'edit') setTypeForm(row);
    else if (action === 'delete') setDeleted({ kind: 'type', item: row });
  }

  const categoryTable = categoryColumns(onCategory);
  const typeTable = businessTypeColumns(onType);

  /** The whole list of the tab shown (every page, with the search), as a French spreadsheet. */
  function exportCsv() {
    if (tab === 'categories' && categories.data)
      downloadCsv('categories.csv', toCsv(csvOf([...categoryTable, ...categoryCsvExtras]), categories.data));
    else if (tab === 'types' && types.data)
      downloadCsv('types-de-commerce.csv', toCsv(csvOf([...typeTable, ...businessTypeCsvExtras]), types.data));
  }
  const exportable = (tab === 'categories' ? categories.data?.length : types.data?.length) ?? 0;

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion du Contenu"
        description="Les catégories et les types de commerce du catalogue, et les modèles de menu des nouveaux commerces."
        actions={
          <>
            <Button variant="outline" className="h-11" disabled={exportable === 0} onClick={exportCsv}>
              <Download aria-hidden /> Exporter
            </Button>
            <Button
              className="h-11"
              onClick={() => (tab === 'categories' ? setCategoryForm('new') : setTypeForm('new'))}
            >
              <Plus aria-hidden /> Ajouter
            </Button>
          </>
        }
      />

      <Stats />

      <SearchInput
        label="Rechercher une catégorie ou un type de commerce"
        className="mb-4 block"
        value={text}
        onChange={setText}
        placeholder="Rechercher par nom ou description…"
        maxLength={100}
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="categories" className="sm:whitespace-nowrap">
            Catégories{categories.data && ` (${categories.data.length})`}
          </TabsTrigger>
          <TabsTrigger value="types" className="sm:whitespace-nowrap">
            Types de Commerce{types.data && ` (${types.data.length})`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="categories">
          <ContentList
            heading="Catégories"
            caption="Catégories du catalogue"
            query={categories}
            columns={categoryTable}
            rowKey={(row) => row.id}
            search={search}
          />
        </TabsContent>
        <TabsContent value="types">
          <ContentList
            heading="Types de Commerce"
            caption="Types de commerce"
            query={types}
            columns={typeTable}
            rowKey={(row) => String(row.id)}
            search={search}
          />
        </TabsContent>
      </Tabs>

      <CategoryFormDialog target={categoryForm} onClose={() => setCategoryForm(null)} />
      <BusinessTypeFormDialog target={typeForm} onClose={() => setTypeForm(null)} />
      <CategoryDetailsDialog
        item={viewedCategory}
        onClose={() => setViewedCategory(null)}
        onEdit={(item) => {
          setViewedCategory(null);
          setCategoryForm(item);
        }}
      />
      <BusinessTypeDetailsDialog
        item={viewedType}
        onClose={() => setViewedType(null)}
        onEdit={(item) => {
          setViewedType(null);
          setTypeForm(item);
        }}
      />
      <DeleteContentDialog target={deleted} onClose={() => setDeleted(null)} />
    </>
  );
}

interface ContentListProps<Row> {
  heading: string;
  caption: string;
  query: { data?: Row[]; isError: boolean; error: unknown; refetch: () => unknown };
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  search: string;
}

function ContentList<Row>({ heading, caption, query, columns, rowKey, search }: ContentListProps<Row>) {
  const { pageRows, pagination } = useClientPages(query.data, ADMIN_PAGE_SIZE);
  const id = `content-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={MESSAGES.contentLoadError} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={pageRows}
          rowKey={rowKey}
          empty={
            <EmptyState
              icon={LayoutGrid}
              title={search ? 'Aucun résultat' : 'Aucun élément'}
              description={search ? `Rien ne correspond à « ${search} ».` : 'Ajoutez-en un avec le bouton Ajouter.'}
            />
          }
          pagination={pagination.pageCount > 1 ? pagination : undefined}
        />
      )}
    </section>
  );
}

function Stats() {
  const stats = useContentStats();
  const cards = 'mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4';
  if (stats.isError)
    return <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={MESSAGES.statsLoadError} />;
  if (!stats.data) {
    return (
      <div className={cards}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const { totalCategories, activeCategories, businessTypes, totalBusinesses } = stats.data;
  const inactive = totalCategories - activeCategories;
  return (
    <section aria-label="Statistiques du contenu" className={cards}>
      <StatCard icon={Tags} label="Total des catégories" value={totalCategories} />
      <StatCard
        icon={CheckCircle2}
        label="Catégories actives"
        value={activeCategories}
        hint={`${inactive} inactive${inactive > 1 ? 's' : ''}`}
      />
      <StatCard icon={LayoutGrid} label="Types de commerce" value={businessTypes} />
      <StatCard icon={Store} label="Total des commerces" value={totalBusinesses} />
    </section>
  );
}
