import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface IconCardsProps {
  /** The cards' words, in the order of `icons`. */
  items: readonly { title: string; text: string }[];
  icons: readonly LucideIcon[];
  /** The grid's columns. */
  className: string;
}

/** Why join Livra: one card per reason, an icon, a title and a sentence (partner and driver pages). */
export function IconCards({ items, icons, className }: IconCardsProps) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map(({ title, text }, index) => {
        const Icon = icons[index];
        return (
          <li key={title} className="flex gap-3 rounded-lg border bg-card p-4 sm:grid sm:p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
