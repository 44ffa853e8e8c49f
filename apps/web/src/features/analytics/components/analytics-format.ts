import { dateLocale } from '@livra/shared/dates';
import { formatGNF } from '@livra/shared/money';
import { format } from 'date-fns';

/** `2031-03` as a calendar month, whatever the phone's time zone. */
const monthDate = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(year, index - 1, 1);
};
/** `mars` under a chart's bar. */
export const shortMonth = (month: string) => format(monthDate(month), 'MMM', { locale: dateLocale });
/** `mars 2031` in tables, tooltips and the export. */
export const longMonth = (month: string) => format(monthDate(month), 'MMMM yyyy', { locale: dateLocale });
/** Axis ticks: `150k`, `1.2 M` (GNF said once, in the chart's title). */
export const axisGNF = (value: number) => formatGNF(value).replace(' GNF', '');

/** `+100 %`, `−50 %`, `0 %`; null (no base: last month was zero) reads `Nouveau`. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return 'Nouveau';
  const text = `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(Math.abs(growth))} %`.replace(
    /\u202f|\u00a0/g,
    ' ',
  );
  if (growth > 0) return `+${text}`;
  if (growth < 0) return `−${text}`;
  return text;
}

/** Share of a whole as a rounded percent: `42 %`. */
export const percentOf = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`;
