import { dateLocale } from '@livra/shared/dates';
import type { Locale } from '@livra/shared/locale';
import { formatGNF } from '@livra/shared/money';
import { format } from 'date-fns';

/** `2031-03` as a calendar month, whatever the phone's time zone. */
const monthDate = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(year, index - 1, 1);
};
// English goes through Intl (en-GB), not a second date-fns locale (docs/decisions/009-languages.md).
const englishMonth = (month: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', options).format(monthDate(month));
/** `mars` (`Mar`) under a chart's bar. */
export const shortMonth = (month: string, locale: Locale = 'fr') =>
  locale === 'en' ? englishMonth(month, { month: 'short' }) : format(monthDate(month), 'MMM', { locale: dateLocale });
/** `mars 2031` (`March 2031`) in tables, tooltips and the export. */
export const longMonth = (month: string, locale: Locale = 'fr') =>
  locale === 'en'
    ? englishMonth(month, { month: 'long', year: 'numeric' })
    : format(monthDate(month), 'MMMM yyyy', { locale: dateLocale });
/** Axis ticks: `150k`, `1.2 M` (GNF said once, in the chart's title). */
export const axisGNF = (value: number, locale: Locale = 'fr') => formatGNF(value, locale).replace(' GNF', '');

/**
 * `+100 %`, `−50 %`, `0 %` (`+100%` in English); null (no base: last month was zero) reads
 * `newLabel` (`Nouveau`).
 */
export function formatGrowth(growth: number | null, locale: Locale = 'fr', newLabel = 'Nouveau'): string {
  if (growth === null) return newLabel;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(
    Math.abs(growth),
  );
  const text = (locale === 'en' ? `${number}%` : `${number} %`).replace(/\u202f|\u00a0/g, ' ');
  if (growth > 0) return `+${text}`;
  if (growth < 0) return `−${text}`;
  return text;
}

/** Share of a whole as a rounded percent: `42 %` (`42%` in English). */
export const percentOf = (part: number, whole: number, locale: Locale = 'fr') =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 100)}${locale === 'en' ? '' : ' '}%`;
