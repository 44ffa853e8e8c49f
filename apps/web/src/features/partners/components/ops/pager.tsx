import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Previous / next with the page number: large enough for a thumb, nothing when one page. */
export function Pager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        className="h-11"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Plus récentes"
      >
        <ChevronLeft aria-hidden /> <span className="hidden sm:inline">Plus récentes</span>
      </Button>
      <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
        Page {page} sur {pageCount}
      </span>
      <Button
        variant="outline"
        className="h-11"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label="Plus anciennes"
      >
        <span className="hidden sm:inline">Plus anciennes</span> <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
