import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { categoriesQuery } from '../lists-api';
import { CategoryCard, CategoryCardSkeleton } from '../components/category-card';
import { placeholderKeys } from '@/lib/utils';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

/** /categories: every active browse category, each leading to its businesses. */
export default function CategoriesPage() {
  const categories = useQuery(categoriesQuery);
  const t = useTexts('catalog', CATALOG_UI);
  return (
    <PageContainer>
      <PageHeader title={t.categories} description={t.categoriesIntro} />
      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data?.length === 0 ? (
        <EmptyState icon={LayoutGrid} title={t.noCategories} />
      ) : (
        <ul aria-busy={!categories.data} className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {categories.data
            ? categories.data.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ))
            : placeholderKeys(8).map((key) => (
                <li key={key}>
                  <CategoryCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </PageContainer>
  );
}
