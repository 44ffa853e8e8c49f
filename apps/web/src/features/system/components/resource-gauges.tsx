import { formatDateTime } from '@livra/shared/dates';
import { gaugeHint, gaugeValue } from '@livra/shared/gauge-texts';
import type { Locale, Translation } from '@livra/shared/locale';
import type { Gauge, GaugeLevel, SystemHealth } from '@livra/shared/system';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { AlertTriangle, CheckCircle2, MinusCircle, XOctagon } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { useHealth } from '../api';

/**
 * Colours go with a word and an icon (never colour alone); the words are dark on a pale ground
 * (over 4.5:1), the bars are at least 3:1 against white.
 */
// Bar colours inline: the three are used nowhere else, and the stylesheet is part of every first load.
const LEVEL_STYLE: Record<GaugeLevel | 'none', { bar: string; badge: string; icon: typeof CheckCircle2 }> = {
  ok: { bar: '#047857', badge: 'bg-success-soft text-success', icon: CheckCircle2 },
  warning: { bar: '#d97706', badge: 'bg-amber-50 text-amber-900', icon: AlertTriangle },
  critical: { bar: '#b91c1c', badge: 'bg-danger-soft text-danger', icon: XOctagon },
  none: { bar: '#a8a29e', badge: 'bg-muted text-muted-foreground', icon: MinusCircle },
};

type Texts = Translation<typeof ADMIN_SYSTEM_UI>;

function GaugeCard({ gauge }: { gauge: Gauge }) {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  const style = LEVEL_STYLE[gauge.level ?? 'none'];
  const Icon = style.icon;
  const labelId = `gauge-${gauge.key}`;
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={labelId} className="text-sm font-semibold">
          {t.gaugeLabels[gauge.key] ?? gauge.label}
        </h3>
        <span
          className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', style.badge)}
        >
          <Icon aria-hidden className="size-3.5" />
          {gauge.level ? t.levels[gauge.level] : t.noLevel}
        </span>
      </div>
      <p className="text-xl font-bold tabular-nums break-words">{gaugeValue(gauge.measure, t, locale)}</p>
      {gauge.percent !== null && (
        <meter
          className="sr-only"
          aria-labelledby={labelId}
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={0}
          value={gauge.percent}
        >
          {t.percentValue(gauge.percent.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR'))}
        </meter>
      )}
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-stone-200">
        {gauge.percent !== null && (
          <div
            className="h-full rounded-full"
            style={{ width: `${Math.max(gauge.percent, 2)}%`, backgroundColor: style.bar }}
          />
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {gauge.percent !== null && (
          <span className="font-medium tabular-nums">
            {t.percent(gauge.percent.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR'))}
          </span>
        )}
        {gaugeHint(gauge, t, locale)}
      </p>
    </Card>
  );
}

function duration(seconds: number, t: Texts): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return t.days(days, hours);
  if (hours > 0) return t.hours(hours, minutes);
  return t.minutes(minutes);
}

function SystemInfo({
  info,
  checkedAt,
  t,
  locale,
}: {
  info: SystemHealth['info'];
  checkedAt: string;
  t: Texts;
  locale: Locale;
}) {
  const rows: [string, string][] = [
    [t.version, info.version],
    [t.uptime, duration(info.uptimeSeconds, t)],
    ['Node.js', info.node],
    [t.database, `${t.engines[info.databaseEngine]} ${info.databaseVersion}`],
    [t.instancesSeen, String(info.instances.length)],
    [t.measuredAt, formatDateTime(checkedAt, locale)],
  ];
  return (
    <section aria-labelledby="system-info" className="space-y-3">
      <h2 id="system-info" className="text-lg font-bold">
        {t.systemInfo}
      </h2>
      <Card className="p-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="text-sm font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {info.instances.length > 0 && (
          <ul className="mt-4 space-y-1 border-t pt-3 text-xs text-muted-foreground">
            {info.instances.map((instance) => (
              <li key={instance.id} className="break-words">
                {instance.hostname} (pid {instance.pid}, v{instance.version})
                {t.instanceStarted(formatDateTime(instance.startedAt, locale))}
                {instance.current && <span className="font-semibold text-foreground">{t.thisInstance}</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

/** Live gauges and system info, read again every few seconds. */
export function ResourceGauges() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  const health = useHealth();
  return (
    <>
      <section aria-labelledby="system-gauges" className="space-y-3">
        <h2 id="system-gauges" className="text-lg font-bold">
          {t.liveResources}
        </h2>
        {health.isError && !health.data ? (
          <LoadError error={health.error} onRetry={() => void health.refetch()} />
        ) : !health.data ? (
          <div role="status" aria-label={t.loading} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {placeholderKeys(6).map((key) => (
              <Skeleton key={key} className="h-32 w-full" />
            ))}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {health.data.gauges.map((gauge) => (
              <GaugeCard key={gauge.key} gauge={gauge} />
            ))}
          </div>
        )}
      </section>
      {health.data && <SystemInfo info={health.data.info} checkedAt={health.data.checkedAt} t={t} locale={locale} />}
    </>
  );
}
