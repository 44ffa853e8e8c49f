import { MESSAGES } from '@livra/shared/messages';
import { Home, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  useDocumentTitle(MESSAGES.pageNotFound);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPinOff aria-hidden className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-600">Erreur 404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{MESSAGES.pageNotFound}</h1>
      <p className="mt-3 text-muted-foreground">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden />
          Retour à l'accueil
        </Link>
      </Button>
    </div>
  );
}
