import { SHELL_UI } from '@livra/shared/ui/shell';
import { Languages } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { useSwitchLocale } from '@/lib/use-switch-locale';

/**
 * The header's language switch: one button offering the other language, named in that language
 * after the short form it shows (`EN English` on a French page, `FR Français` on an English one):
 * a name that holds the visible text is what a person using voice control says (WCAG 2.5.3).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTexts('shell', SHELL_UI);
  const { next, switchLocale, pending } = useSwitchLocale();
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      title={t.switchTo}
      loading={pending}
      onClick={() => void switchLocale()}
      className={className}
    >
      <Languages aria-hidden />
      {t.switchToShort} <span className="sr-only">{t.switchTo}</span>
    </Button>
  );
}
