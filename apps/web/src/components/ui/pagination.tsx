import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { COMMON_UI } from '@livra/shared/ui/common';
import { useTexts } from '@/lib/i18n';

const WINDOW = 5;

/**
 * The shared pagination of the back-office (spec 02 §2): up to 5 page numbers, then an ellipsis and
 * the last page when there are more; previous and next disabled at the ends. The 5 numbers are the
 * first 5 until the current page goes past them; then they move along so it stays visible.
 * No ellipsis when it would hide nothing.
 */
export function paginationItems(pageCount: number, page = 1): (number | 'ellipsis')[] {
  const first = Math.max(1, Math.min(page <= WINDOW ? 1 : page - 2, pageCount - WINDOW + 1));
  const last = Math.min(pageCount, first + WINDOW - 1);
  const items: (number | 'ellipsis')[] = Array.from({ length: Math.max(last - first + 1, 0) }, (_, i) => first + i);
  if (last < pageCount - 1) items.push('ellipsis');
  if (last < pageCount) items.push(pageCount);
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const t = useTexts('common', COMMON_UI);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        className="max-sm:min-w-11"
      >
        <ChevronLeft aria-hidden />
        {/* Its name is the word it shows (WCAG 2.5.3), which a phone hides for room. */}
        <span className="sr-only sm:not-sr-only">{t.previous}</span>
      </Button>
      {paginationItems(pageCount, page).map((item) =>
        item === 'ellipsis' ? (
          <span key="ellipsis" aria-hidden className="px-1.5 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={item}
            size="sm"
            variant={item === page ? 'default' : 'ghost'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t.pageNumber(item)}
            className="min-w-9 px-2 max-sm:min-w-11"
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        className="max-sm:min-w-11"
      >
        <span className="sr-only sm:not-sr-only">{t.next}</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
