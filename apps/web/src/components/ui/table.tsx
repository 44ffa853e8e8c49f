import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A wide table scrolls inside its box (the page never scrolls sideways on a phone). With `label`,
 * the box is a named region that takes the focus, so it can be scrolled from the keyboard.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label?: string }) {
  const region = label ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div {...region} className="relative w-full max-w-full overflow-x-auto rounded-lg border bg-card">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('py-3 text-sm text-muted-foreground', className)} {...props} />;
}
