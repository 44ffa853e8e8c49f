import { differenceInSeconds, format, startOfDay, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { Locale } from './locale';

export const PERIODS = ['today', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'month';
export const PERIOD_LABELS: Record<Period, string> = {
  today: "Aujourd'hui",
  week: 'Cette semaine',
  month: 'Ce mois',
  year: 'Cette année',
};

/** Start of a stats period: today at midnight, week from Monday, month from the 1st, year from 1 January. */
export function periodStart(period: Period, now: Date = new Date()): Date {
  switch (period) {
    case 'today':
      return startOfDay(now);
    case 'week':
      return startOfWeek(now, { weekStartsOn: 1 });
    case 'month':
      return startOfMonth(now);
    case 'year':
      return startOfYear(now);
  }
}

/** `À l'instant` under a minute, then minutes, hours, days up to 7, then the date. */
export function relativeTime(date: Date | string, now: Date = new Date(), locale: Locale = 'fr'): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (locale === 'en') return relativeTimeEn(then, now);
  const seconds = Math.max(0, differenceInSeconds(now, then));
  if (seconds < 60) return "À l'instant";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Il y a ${hours} h`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `Il y a ${days} jour${days > 1 ? 's' : ''}`;
  return formatDate(then);
}

const toDate = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date);

// English goes through Intl, not a second date-fns locale, so French pages carry no English data.
const EN_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const EN_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const EN_TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** `18/11/2026` in both languages (British order for English). */
export function formatDate(date: Date | string, locale: Locale = 'fr'): string {
  if (locale === 'en') return new Intl.DateTimeFormat('en-GB', EN_DATE).format(toDate(date));
  return format(toDate(date), 'dd/MM/yyyy', { locale: fr });
}

/** `18 nov. 2026 à 15:30`, or `18 Nov 2026 at 15:30`. */
export function formatDateTime(date: Date | string, locale: Locale = 'fr'): string {
  if (locale === 'en') {
    const day = new Intl.DateTimeFormat('en-GB', EN_DAY).format(toDate(date));
    return `${day} at ${formatTime(date, 'en')}`;
  }
  return format(toDate(date), "d MMM yyyy 'à' HH:mm", { locale: fr });
}

export function formatTime(date: Date | string, locale: Locale = 'fr'): string {
  if (locale === 'en') return new Intl.DateTimeFormat('en-GB', EN_TIME).format(toDate(date));
  return format(toDate(date), 'HH:mm', { locale: fr });
}

function relativeTimeEn(then: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, differenceInSeconds(now, then)) / 60);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days} day${days > 1 ? 's' : ''} ago`;
  return formatDate(then, 'en');
}

export { fr as dateLocale };
