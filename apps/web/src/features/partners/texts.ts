import { PARTNER_UI } from '@livra/shared/ui/partner';
import { useMessage, useTexts } from '@/lib/i18n';

/** The partner dashboard's texts in the chosen language. */
export function usePartnerTexts() {
  return useTexts('partner', PARTNER_UI);
}

type Texts = ReturnType<typeof usePartnerTexts>;
const CLOSE_BEFORE_OPEN = /^(.+) : l'heure de fermeture doit être après l'heure d'ouverture$/;

/**
 * A check or answer in the chosen language: the dashboard's own texts (`PARTNER_TEXTS`, the upload
 * checks: not in MESSAGES) by their French words, anything else through the MESSAGES translation.
 */
export function usePartnerMessage(): (french: string) => string {
  const t = usePartnerTexts();
  const message = useMessage();
  return (french) => english(t, french) ?? message(french);
}

function english(t: Texts, french: string): string | undefined {
  for (const [key, value] of Object.entries(PARTNER_UI.texts))
    if (value === french) return t.texts[key as keyof Texts['texts']] as string;
  for (const [key, value] of Object.entries(PARTNER_UI.uploadChecks))
    if (value === french) return t.uploadChecks[key as keyof Texts['uploadChecks']];
  const closing = CLOSE_BEFORE_OPEN.exec(french);
  if (closing) {
    const day = Object.entries(PARTNER_UI.dayLabels).find(([, label]) => label === closing[1])?.[0];
    return t.texts.closeBeforeOpen(day ? t.dayLabels[day as keyof Texts['dayLabels']] : closing[1]);
  }
  return undefined;
}
