import type { Translation } from '../../locale';
import type { PARTNER_UI } from '../partner';
export const PARTNER_UI_EN: Translation<typeof PARTNER_UI> = {};
