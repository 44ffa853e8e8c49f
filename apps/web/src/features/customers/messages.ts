import { CUSTOMER_MESSAGES } from '@livra/shared/messages-customers';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useMessage, useTexts } from '@/lib/i18n';

type Template = string | ((...args: string[]) => string);
// A marker no message contains: calling a French template with it shows where its arguments go.
const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const KEYS = Object.keys(CUSTOMER_MESSAGES) as (keyof typeof CUSTOMER_MESSAGES)[];
const PATTERNS = KEYS.flatMap((key) => {
  const french = CUSTOMER_MESSAGES[key] as Template;
  if (typeof french === 'string') return [];
  const sample = french(MARK, MARK, MARK);
  return [{ key, pattern: new RegExp(`^${sample.split(MARK).map(escapeRegExp).join('([\\s\\S]*?)')}$`) }];
});

/**
 * Turns a customer rule's message (`CUSTOMER_MESSAGES`, French: a form check or the server's
 * refusal) into the chosen language; any other catalogue message goes through `useMessage`.
 */
export function useCustomerMessage(): <T extends string | undefined>(french: T) => T {
  const { errors } = useTexts('customers', CUSTOMERS_UI);
  const translate = useMessage();
  return (<T extends string | undefined>(french: T): T => {
    if (!french) return french;
    const key = KEYS.find((k) => CUSTOMER_MESSAGES[k] === french);
    if (key) return errors[key] as T;
    for (const { key: templateKey, pattern } of PATTERNS) {
      const match = pattern.exec(french);
      const english = errors[templateKey];
      if (match && typeof english === 'function')
        return (english as (...args: string[]) => string)(...match.slice(1)) as T;
    }
    return translate(french) as T;
  }) as <T extends string | undefined>(french: T) => T;
}
