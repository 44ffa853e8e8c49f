import { SHELL_UI } from '@livra/shared/ui/shell';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';

/** Last resort when a page fails to render or its code cannot be downloaded (lost connection, new version). */
export function RouteError({ error }: { error: unknown }) {
  const t = useTexts('shell', SHELL_UI);
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t.somethingWentWrong}</h1>
      <p className="text-muted-foreground">{t.pageLoadFailed}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t.reloadPage}</Button>
        <Button asChild variant="outline">
          <a href="/">{t.home}</a>
        </Button>
      </div>
    </div>
  );
}
