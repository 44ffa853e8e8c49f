import { MESSAGES } from '@livra/shared/messages';
import { COMMON_UI } from '@livra/shared/ui/common';
import { Home, MapPinOff } from 'lucide-react';
import { Link } from '@/components/link';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { useMessage, useTexts } from '@/lib/i18n';

export default function NotFoundPage() {
  const t = useTexts('common', COMMON_UI);
  const pageNotFound = useMessage()(MESSAGES.pageNotFound);
  useDocumentTitle(pageNotFound);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPinOff aria-hidden className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-600">{t.error404}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{pageNotFound}</h1>
      <p className="mt-3 text-muted-foreground">{t.pageGone}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden />
          {t.backHome}
        </Link>
      </Button>
    </div>
  );
}
