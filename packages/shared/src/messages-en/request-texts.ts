import type { Translation } from '../locale';
import type { REQUEST_TEXTS } from '../requests';
import { REQUESTS_UI_EN } from '../ui/en/requests';

/**
 * `REQUEST_TEXTS` in English: the partner and driver applications' checks and refusals. The
 * application pages show the same words (`ui/en/requests.ts`), so they are taken from there.
 */
export const REQUEST_TEXTS_EN: Translation<typeof REQUEST_TEXTS> = REQUESTS_UI_EN.checks;
