import { OPENING_DAY_LABELS, OPENING_DAYS } from '../catalog';
import { ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN, ORDER_STATUSES } from '../order-lifecycle';
import { PARTNER_UI_EN } from '../ui/en/partner';

/**
 * The French labels a server message carries (an order status, a day), in English; anything
 * else as it is. Case does not matter: some messages put the label in lower case.
 */
export function englishOrderStatus(french: string): string {
  const status = ORDER_STATUSES.find((s) => ORDER_STATUS_LABELS[s].toLowerCase() === french.toLowerCase());
  return status ? ORDER_STATUS_LABELS_EN[status] : french;
}

export function englishDay(french: string): string {
  const day = OPENING_DAYS.find((d) => OPENING_DAY_LABELS[d].toLowerCase() === french.toLowerCase());
  return day ? PARTNER_UI_EN.dayLabels[day] : french;
}
