import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from './button';

/**
 * The shared pagination of the back-office (spec 02 §2): the first 5 page numbers, then an
 * ellipsis and the last page when there are more than 5 pages; previous and next disabled at the ends.
 */
export function paginationItems(pageCount: number): (number | 'ellipsis')[] {
  if (pageCount <= 5) return Array.from({ length: Math.max(pageCount, 0) }, (_, i) => i + 1);
  return [1, 2, 3, 4, 5, 'ellipsis', pageCount];
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Page précédente">
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Précédent</span>
      </Button>
      {paginationItems(pageCount).map((item) =>
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
            aria-label={`Page ${item}`}
            className="min-w-9 px-2"
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label="Page suivante">
        <span className="hidden sm:inline">Suivant</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
