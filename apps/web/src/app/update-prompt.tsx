import { PWA_UI } from '@livra/shared/ui/pwa';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { applyWaitingUpdate } from './update-state';

/** A new version is installed: offered with a reload (it is also taken at the next navigation). */
export default function UpdatePrompt() {
  const t = useTexts('pwa', PWA_UI);
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center justify-between gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-lg sm:left-auto sm:w-96"
    >
      <p className="text-sm font-medium">{t.newVersion}</p>
      <Button size="sm" onClick={() => applyWaitingUpdate()}>
        {t.reload}
      </Button>
    </div>
  );
}
