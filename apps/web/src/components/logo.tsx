import { SHELL_UI } from '@livra/shared/ui/shell';
import { Link } from '@/components/link';
import { cn } from '@/lib/utils';
import { useTexts } from '@/lib/i18n';

/** The Livra mark and wordmark, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const t = useTexts('shell', SHELL_UI);
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('flex min-h-11 shrink-0 items-center gap-2 rounded-md', className)}
      aria-label={t.homeLink}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="9" fill="var(--color-brand-600)" />
        <path d="M10 8h4.2v11.6H22V24H10z" fill="#fff" />
        <circle cx="23" cy="10" r="2.6" fill="var(--color-brand-300)" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-foreground">Livra</span>
    </Link>
  );
}
