import type { CategoryView } from '@livra/shared/catalog';
import { Link } from '@/components/link';
import { Image } from '@/components/image';
import { Skeleton } from '@/components/ui/skeleton';
import { LayoutGrid } from 'lucide-react';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

/** A browse category: its picture, name, description and how many businesses it has. */
export function CategoryCard({ category }: { category: CategoryView }) {
  const color = SAFE_COLOR.test(category.color) ? category.color : 'var(--color-brand-600)';
  const t = useTexts('catalog', CATALOG_UI);
  return (
    <Link
      to={category.link ?? `/categories/${category.id}`}
      className="group flex h-full items-center gap-3 rounded-lg border bg-card p-3 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md sm:flex-col sm:items-stretch sm:p-0"
    >
      <span
        className="size-16 shrink-0 overflow-hidden rounded-md sm:h-auto sm:w-full sm:rounded-none sm:rounded-t-lg"
        style={{ backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
      >
        <Image
          src={category.image}
          alt=""
          className="size-full sm:aspect-[16/9]"
          fallback={<LayoutGrid aria-hidden className="size-6" style={{ color }} />}
        />
      </span>
      <span className="min-w-0 flex-1 sm:px-3 sm:pb-3">
        <span className="block font-semibold leading-tight group-hover:text-primary">{category.name}</span>
        {category.description && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{category.description}</span>
        )}
        {/* The admin's colour marks the count; the words stay in a colour that reads on white whatever it is. */}
        <span className="mt-1 flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
          <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
          {t.businessCount(category.businessCount)}
        </span>
      </span>
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return <Skeleton className="h-22 rounded-lg sm:h-56" />;
}
