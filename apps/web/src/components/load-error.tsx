import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { RefreshCw, WifiOff } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { useMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/**
 * `Erreur de chargement` (or the page's own load-failure title from the spec, such as
 * `Erreur lors du chargement des commandes`) with the reason and a `Réessayer` button.
 */
export function LoadError({
  error,
  onRetry,
  className,
  title = SHELL_MESSAGES.loadError,
}: {
  error?: unknown;
  onRetry: () => void;
  className?: string;
  title?: string;
}) {
  // The titles are catalogue messages (`MESSAGES`): shown in the chosen language.
  const translate = useMessage();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center', className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <WifiOff aria-hidden className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-semibold">{translate(title)}</p>
        {error !== undefined && <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>}
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {translate(SHELL_MESSAGES.retry)}
      </Button>
    </div>
  );
}
