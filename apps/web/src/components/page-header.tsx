import { useEffect, type ReactNode } from 'react';
import { documentTitle } from '@livra/shared/document-title';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Sets the tab title: "Mes commandes · Livra" (the server sends the same in the page's HTML). */
export function useDocumentTitle(title: string | undefined) {
  const { siteTagline } = useTexts('shell', SHELL_UI);
  useEffect(() => {
    document.title = documentTitle(title, siteTagline);
  }, [title, siteTagline]);
}

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
