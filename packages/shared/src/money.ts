/** Amounts are integer GNF everywhere; these helpers only format them. */
import type { Locale } from './locale';

/**
 * The largest amount of GNF the app handles: amounts are JS numbers, exact up to 2^53 - 1
 * (about 9 million billion GNF), and 64-bit integers in the database.
 */
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;

/** Digits grouped by thousands with a space, as French writes them (`3 154`), or a comma in English. */
const groupThousands = (digits: string, locale: Locale = 'fr') =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : ' ');

/**
 * Compact display of the spec: `1.2 M GNF`, `15k GNF`, plain below 1,000; billions as `3 154.2 M GNF`
 * (`3,154.2 M GNF` in English). The currency stays GNF in every language.
 */
export function formatGNF(amount: number, locale: Locale = 'fr'): string {
  const value = Math.round(amount);
  if (Math.abs(value) >= 1_000_000) return `${groupThousands((value / 1_000_000).toFixed(1), locale)} M GNF`;
  if (Math.abs(value) >= 1_000) return `${Math.round(value / 1_000)}k GNF`;
  return `${value} GNF`;
}

/**
 * Full display with thousands separators: `15 000 GNF` in French, `15,000 GNF` in English.
 * Not Intl.NumberFormat: building the first one makes the browser load its locale data. Made
 * when the app's code starts, it was most of that start: 110–310 ms of main thread under
 * Lighthouse's 4× slowdown, against 10–75 ms without it (docs/benchmarks.md).
 */
export function formatGNFFull(amount: number, locale: Locale = 'fr'): string {
  return `${groupThousands(String(Math.round(amount)), locale)} GNF`;
}

export const TAX_RATE = 0.18;
/** A business's delivery fee when none is set (spec 02 §3); each business sets its own. */
export const DEFAULT_BUSINESS_DELIVERY_FEE = 5_000;
export const DEFAULT_DELIVERY_TIME = '30-45 min';
export const DEFAULT_ADDRESS = 'Conakry';
export const DEFAULT_BUSINESS_TYPE = 'Restaurant';

export type DeliveryMethod = 'delivery' | 'pickup';
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;

/**
 * Order totals from stored prices: tax 18 % of subtotal (rounded to the franc), and the business's
 * own delivery fee for a delivery, none for a pickup (docs/decisions/006-one-delivery-fee.md).
 */
export function computeOrderTotals(
  lines: { price: number; quantity: number }[],
  method: DeliveryMethod,
  businessDeliveryFee: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const tax = Math.round(subtotal * TAX_RATE);
  const deliveryFee = method === 'delivery' ? businessDeliveryFee : 0;
  return { subtotal, tax, deliveryFee, grandTotal: subtotal + tax + deliveryFee };
}
