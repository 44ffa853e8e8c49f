import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { categoriesQuery } from '../api';
import { CategoryCard, CategoryCardSkeleton } from '../components/category-card';
import { placeholderKeys } from '@/lib/utils';

/** /categories: every active browse category, each leading to its businesses. */
export default function CategoriesPage() {
  const categories = useQuery(categoriesQuery);
  return (
    <PageContainer>
      <PageHeader
        title="Catégories"
        description="Cuisine guinéenne, grillades, marchés, pharmacies… Choisissez ce qui vous fait envie."
      />
      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data?.length === 0 ? (
        <EmptyState icon={LayoutGrid} title="Aucune catégorie pour le moment" />
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
