import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** The title as the page's heading, when the empty state is the whole page (an invalid link). */
  heading?: 'h1';
}

export function EmptyState({ icon: Icon, title, description, action, className, heading }: EmptyStateProps) {
  const Title = heading ?? 'p';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-card px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden className="size-6" />
        </span>
      )}
      <div className="space-y-1">
        <Title className="font-semibold">{title}</Title>
        {description && <div className="mx-auto max-w-md text-sm text-muted-foreground">{description}</div>}
      </div>
      {action}
    </div>
  );
}
