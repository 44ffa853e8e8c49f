import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePartnerOpsTexts } from './texts';

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
  const t = usePartnerOpsTexts();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        className="h-11"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t.newer}
      >
        <ChevronLeft aria-hidden /> <span className="hidden sm:inline">{t.newer}</span>
      </Button>
      <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{t.pageOf(page, pageCount)}</span>
      <Button
        variant="outline"
        className="h-11"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t.older}
      >
        <span className="hidden sm:inline">{t.older}</span> <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
