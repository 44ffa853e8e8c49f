import { SHELL_UI } from '@livra/shared/ui/shell';
import { Languages } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { useSwitchLocale } from '@/lib/use-switch-locale';

/**
 * The header's language switch: one button offering the other language, named in that language
 * (`English` on a French page, `Français` on an English one).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTexts('shell', SHELL_UI);
  const { next, switchLocale, pending } = useSwitchLocale();
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t.switchTo}
      title={t.switchTo}
      loading={pending}
      onClick={() => void switchLocale()}
      className={className}
    >
      <Languages aria-hidden />
      {t.switchToShort}
    </Button>
  );
}
