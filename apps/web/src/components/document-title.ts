import { documentTitle } from '@livra/shared/document-title';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { useEffect } from 'react';
import { useTexts } from '@/lib/i18n';

/**
 * Sets the tab title: "Mes commandes · Livra" (the server sends the same in the page's HTML).
 * Apart from PageHeader, which the home page does not show: the first visit does not carry it.
 */
export function useDocumentTitle(title: string | undefined) {
  const { siteTagline } = useTexts('shell', SHELL_UI);
  useEffect(() => {
    document.title = documentTitle(title, siteTagline);
  }, [title, siteTagline]);
}
