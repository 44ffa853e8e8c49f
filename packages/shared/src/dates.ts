import { differenceInSeconds, format, startOfDay, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

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
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
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

export function formatDate(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'dd/MM/yyyy', { locale: fr });
}

export function formatDateTime(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, "d MMM yyyy 'à' HH:mm", { locale: fr });
}

export function formatTime(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'HH:mm', { locale: fr });
}

export { fr as dateLocale };
