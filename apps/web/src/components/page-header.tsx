import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from './document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: string;
  /** The tab title, when it differs from the heading. */
  documentTitle?: string;
  className?: string;
}

export function PageHeader({ title, description, actions, eyebrow, documentTitle, className }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={cn('mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        {eyebrow && <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description && <p className="text-sm text-muted-foreground sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
