import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, LayoutGrid } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { categoryQuery } from '../listing-api';
import { BusinessGrid } from '../components/business-grid';
import { ListingFilters } from '../components/filter-chips';
import { pageFrom, useUrlFilters } from '../use-url-filters';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

/** /categories/:categoryId: a category and its businesses, best rated first, by region and open now. */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const [params] = useSearchParams();
  const { set, clear } = useUrlFilters();
  const t = useTexts('catalog', CATALOG_UI);
  const region = params.get('region') ?? '';
  const openOnly = params.get('open') === 'true';
  const detail = useQuery(
    categoryQuery(categoryId, { region, open: openOnly ? 'true' : undefined, page: pageFrom(params) }),
  );
  const missing = detail.error instanceof ApiError && [400, 404].includes(detail.error.status) ? detail.error : null;

  if (missing) {
    return (
      <PageContainer>
        <EmptyState
          icon={LayoutGrid}
          title={missing.message}
          description={t.categoryGone}
          action={
            <Button asChild variant="outline">
              <Link to="/categories">{t.seeAllCategories}</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const category = detail.data?.category;
  return (
    <PageContainer>
      <Link
        to="/categories"
        className="-ml-1 mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t.allCategories}
      </Link>
      {category ? (
        <PageHeader title={category.name} description={category.description ?? undefined} />
      ) : (
        <div className="mb-6 space-y-2">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
      )}
      <div className="mb-6">
        <ListingFilters
          region={region}
          openOnly={openOnly}
          onRegionChange={(value) => set({ region: value })}
          onOpenOnlyChange={(value) => set({ open: value ? 'true' : '' })}
        />
      </div>
      {detail.isError && !detail.data ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <BusinessGrid
          page={detail.data?.businesses}
          refreshing={detail.isPlaceholderData}
          emptyTitle={region || openOnly ? t.noBusinessMatches : t.noBusinessInCategory}
          emptyAction={
            region || openOnly ? (
              <Button variant="outline" onClick={clear}>
                {t.clearFilters}
              </Button>
            ) : undefined
          }
          onPageChange={(next) => set({ page: String(next) }, { keepPage: true })}
        />
      )}
    </PageContainer>
  );
}
