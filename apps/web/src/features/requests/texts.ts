import { REQUESTS_UI } from '@livra/shared/ui/requests';
import { useMessage, useTexts } from '@/lib/i18n';

/** The applications' texts in the chosen language. */
export function useRequestsTexts() {
  return useTexts('requests', REQUESTS_UI);
}

const TOO_LONG = /^Ce champ ne doit pas dépasser (\d+) caractères$/;

/**
 * A form check in the chosen language: the applications' own checks (`REQUEST_TEXTS`, not in
 * MESSAGES) by their French words, anything else through the MESSAGES translation.
 */
export function useCheckMessage(): (french: string) => string {
  const t = useRequestsTexts();
  const message = useMessage();
  return (french) => {
    for (const [key, value] of Object.entries(REQUESTS_UI.checks))
      if (value === french) return t.checks[key as keyof typeof REQUESTS_UI.checks];
    const tooLong = TOO_LONG.exec(french);
    if (tooLong) return t.tooLong(Number(tooLong[1]));
    return message(french);
  };
}
