import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** What the figure covers, under it. */
  hint?: ReactNode;
  /** Draws the eye (e.g. orders waiting). */
  highlight?: boolean;
  className?: string;
}

/** One figure of a dashboard: icon, label, big value, a line of context. */
export function StatCard({ icon: Icon, label, value, hint, highlight, className }: StatCardProps) {
  return (
    <Card className={cn('flex flex-col gap-2 p-4', highlight && 'border-brand-300 bg-brand-50', className)}>
      <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600',
            highlight && 'bg-brand-600 text-white',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </span>
        <span className="min-w-0 leading-tight">{label}</span>
      </div>
      <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <Skeleton className="h-8 w-32 rounded-full" />
      <Skeleton className="h-7 w-20" />
      <Skeleton className="h-3 w-24" />
    </Card>
  );
}
