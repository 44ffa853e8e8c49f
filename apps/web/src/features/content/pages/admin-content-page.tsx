import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
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
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
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
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const locale = useLocale();
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

  const categoryTable = categoryColumns(onCategory, t);
  const typeTable = businessTypeColumns(onType, t);

  /** The whole list of the tab shown (every page, with the search), as a French spreadsheet. */
  function exportCsv() {
    if (tab === 'categories' && categories.data)
      downloadCsv(t.categoriesCsv, toCsv(csvOf([...categoryTable, ...categoryCsvExtras(t, locale)]), categories.data));
    else if (tab === 'types' && types.data)
      downloadCsv(t.typesCsv, toCsv(csvOf([...typeTable, ...businessTypeCsvExtras(t)]), types.data));
  }
  const exportable = (tab === 'categories' ? categories.data?.length : types.data?.length) ?? 0;

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={t.description}
        actions={
          <>
            <Button variant="outline" className="h-11" disabled={exportable === 0} onClick={exportCsv}>
              <Download aria-hidden /> {t.export}
            </Button>
            <Button
              className="h-11"
              onClick={() => (tab === 'categories' ? setCategoryForm('new') : setTypeForm('new'))}
            >
              <Plus aria-hidden /> {t.add}
            </Button>
          </>
        }
      />

      <Stats />

      <SearchInput
        label={t.searchLabel}
        className="mb-4 block"
        value={text}
        onChange={setText}
        placeholder={t.searchPlaceholder}
        maxLength={100}
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="categories" className="sm:whitespace-nowrap">
            {t.categories}
            {categories.data && ` (${categories.data.length})`}
          </TabsTrigger>
          <TabsTrigger value="types" className="sm:whitespace-nowrap">
            {t.businessTypes}
            {types.data && ` (${types.data.length})`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="categories">
          <ContentList
            id="content-categories"
            heading={t.categories}
            caption={t.categoriesCaption}
            query={categories}
            columns={categoryTable}
            rowKey={(row) => row.id}
            search={search}
          />
        </TabsContent>
        <TabsContent value="types">
          <ContentList
            id="content-types-de-commerce"
            heading={t.businessTypes}
            caption={t.typesCaption}
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
  /** The heading's id (fixed: the heading's words change with the language). */
  id: string;
  heading: string;
  caption: string;
  query: { data?: Row[]; isError: boolean; error: unknown; refetch: () => unknown };
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  search: string;
}

function ContentList<Row>({ id, heading, caption, query, columns, rowKey, search }: ContentListProps<Row>) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const message = useMessage();
  const { pageRows, pagination } = useClientPages(query.data, ADMIN_PAGE_SIZE);
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      {query.isError && !query.data ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={message(MESSAGES.contentLoadError)}
        />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={pageRows}
          rowKey={rowKey}
          empty={
            <EmptyState
              icon={LayoutGrid}
              title={search ? t.noResults : t.noItems}
              description={search ? t.nothingMatches(search) : t.addOneHint}
            />
          }
          pagination={pagination.pageCount > 1 ? pagination : undefined}
        />
      )}
    </section>
  );
}

function Stats() {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const message = useMessage();
  const stats = useContentStats();
  const cards = 'mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4';
  if (stats.isError)
    return (
      <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={message(MESSAGES.statsLoadError)} />
    );
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
    <section aria-label={t.statsLabel} className={cards}>
      <StatCard icon={Tags} label={t.totalCategories} value={totalCategories} />
      <StatCard
        icon={CheckCircle2}
        label={t.activeCategories}
        value={activeCategories}
        hint={t.inactiveCount(inactive)}
      />
      <StatCard icon={LayoutGrid} label={t.typesCount} value={businessTypes} />
      <StatCard icon={Store} label={t.totalBusinesses} value={totalBusinesses} />
    </section>
  );
}
