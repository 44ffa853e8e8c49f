import { PARTNER_OPS_UI } from '@livra/shared/ui/partner-ops';
import { useMessage, useTexts } from '@/lib/i18n';

/** The daily operations' texts (orders, menu, reservations, drivers) in the chosen language. */
export function usePartnerOpsTexts() {
  return useTexts('partnerOps', PARTNER_OPS_UI);
}

type Texts = ReturnType<typeof usePartnerOpsTexts>;
type TextKey = keyof typeof PARTNER_OPS_UI.texts;
type Template = (...args: string[]) => string;

// A marker no message contains: calling a French template with it shows where its arguments go.
const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = Object.entries(PARTNER_OPS_UI.texts)
  .filter(([key, french]) => typeof french === 'function' && key !== 'categoryNotEmpty')
  .map(([key, french]) => ({
    key: key as TextKey,
    pattern: new RegExp(`^${(french as Template)(MARK).split(MARK).map(escapeRegExp).join('([\\s\\S]*?)')}$`),
  }));

/**
 * A refusal or answer in the chosen language: the operations' own words (`PARTNER_OPS_TEXTS`, not
 * in MESSAGES: the server's refusals among them) by their French text, else through MESSAGES.
 */
export function usePartnerOpsMessage(): (french: string) => string {
  const t = usePartnerOpsTexts();
  const message = useMessage();
  return (french) => english(t, french) ?? message(french);
}

function english(t: Texts, french: string): string | undefined {
  for (const [key, value] of Object.entries(PARTNER_OPS_UI.texts))
    if (value === french) return t.texts[key as TextKey] as string;
  for (const { key, pattern } of TEMPLATES) {
    const match = pattern.exec(french);
    if (match) return (t.texts[key] as Template)(...match.slice(1));
  }
  return undefined;
}
