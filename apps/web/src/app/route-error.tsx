import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort when a page fails to render or its code cannot be downloaded (lost connection, new version). */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isNotFound
    ? "La page que vous cherchez n'existe pas ou a été déplacée."
    : "La page n'a pas pu être chargée. Vérifiez votre connexion internet puis réessayez.";
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{isNotFound ? 'Page non trouvée' : 'Une erreur est survenue'}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Button asChild variant="outline">
          <a href="/">Accueil</a>
        </Button>
      </div>
    </div>
  );
}
