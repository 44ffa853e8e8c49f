import { SHELL_UI } from '@livra/shared/ui/shell';
import { useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** A light CSS spinner (no icon import), announced to screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useTexts('shell', SHELL_UI);
  return (
    <span role="status" aria-label={label ?? t.loading} className={cn('inline-block size-6 shrink-0', className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-current border-r-transparent opacity-80" />
    </span>
  );
}

/** The centered spinner shown while a page or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner className="size-8" />
    </div>
  );
}
