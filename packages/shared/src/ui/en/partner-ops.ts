import type { Translation } from '../../locale';
import type { PARTNER_OPS_UI } from '../partner-ops';
export const PARTNER_OPS_UI_EN: Translation<typeof PARTNER_OPS_UI> = {};
