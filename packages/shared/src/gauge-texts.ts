import type { Locale, Translation } from './locale';
import { GAUGE_BUDGETS, type Gauge } from './system';
import type { ADMIN_SYSTEM_UI } from './ui/admin-system';

/**
 * A System gauge's measure and hint in words, from the numbers the server sends: the page writes
 * them in the chosen language, and the server the French ones of its answer, with the same rules.
 */

type Texts = Pick<
  Translation<typeof ADMIN_SYSTEM_UI>,
  'gaugeHints' | 'percentValue' | 'milliseconds' | 'megabytes' | 'gigabytes'
>;

const number = (value: number, locale: Locale, digits = 0) =>
  value.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: digits });

/** `85 Mo`, `3,5 Go` / `85 MB`, `3.5 GB`. */
export function formatBytes(bytes: number, texts: Texts, locale: Locale): string {
  return bytes >= 1024 ** 3
    ? texts.gigabytes(number(bytes / 1024 ** 3, locale, 1))
    : texts.megabytes(number(Math.round(bytes / 1024 ** 2), locale));
}

/** The measure: `12,5 %`, `64 ms`, `3,5 Go / 23,6 Go`, `4 / 100`. */
export function gaugeValue(measure: Gauge['measure'], texts: Texts, locale: Locale): string {
  const one = (amount: number) => {
    switch (measure.unit) {
      case 'percent':
        return texts.percentValue(number(amount, locale, 1));
      case 'milliseconds':
        return texts.milliseconds(number(amount, locale, 1));
      case 'bytes':
        return formatBytes(amount, texts, locale);
      case 'count':
        return number(amount, locale);
    }
  };
  return measure.of === null ? one(measure.amount) : `${one(measure.amount)} / ${one(measure.of)}`;
}

/** What the percentage is measured against. */
export function gaugeHint(gauge: Pick<Gauge, 'key' | 'hintValue' | 'percent'>, texts: Texts, locale: Locale): string {
  const hints = texts.gaugeHints;
  const ms = (value: number) => texts.milliseconds(number(value, locale));
  const count = (value: number) => number(value, locale);
  switch (gauge.key) {
    case 'cpu':
      return hints.cpu(gauge.hintValue ?? 1);
    case 'memory':
      return hints.memory(formatBytes(gauge.hintValue ?? 0, texts, locale));
    case 'eventLoop':
      return hints.eventLoop(ms(GAUGE_BUDGETS.eventLoopMs));
    case 'databaseSize':
      return gauge.hintValue === null
        ? hints.databaseServer
        : hints.databaseSize(formatBytes(gauge.hintValue, texts, locale));
    case 'queryLatency':
      return hints.queryLatency(ms(GAUGE_BUDGETS.queryLatencyMs));
    case 'connections':
      return gauge.percent === null ? hints.embeddedConnection : hints.connections;
    case 'outboxWaiting':
      return hints.outboxWaiting(count(GAUGE_BUDGETS.outboxWaiting));
    case 'outboxFailed':
      return hints.outboxFailed(count(GAUGE_BUDGETS.outboxFailed));
    case 'realtimeStreams':
      return hints.realtimeStreams(count(GAUGE_BUDGETS.realtimeStreams));
  }
}
