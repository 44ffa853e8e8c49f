import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/link';
import { cn } from '@/lib/utils';

export interface QuickLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** Shortcuts to the sections of a dashboard. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', links.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3')}>
      {links.map(({ to, label, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex items-center gap-3 rounded-lg border bg-card p-4 shadow-xs transition hover:border-brand-200 hover:shadow-md"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold group-hover:text-primary">{label}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
