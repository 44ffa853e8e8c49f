import { relativeTime } from '@livra/shared/dates';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { AlertTriangle, Crosshair, LocateFixed, MapPinOff, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDriverMe } from '../api';
import { DutyToggle } from '../components/duty-toggle';
import { LivePosition } from '@/components/live-position/live-position';
import { useLocationSharing, type SharingStatus } from '../use-location-sharing';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';

/**
 * `/driver-dashboard/location`: while on duty and this page is open, the phone's position goes to
 * the server about every 5 s, and from there to the customers and businesses of my deliveries.
 */
export default function DriverLocationPage() {
  const me = useDriverMe();
  const t = useTexts('driver', DRIVER_UI);
  return (
    <>
      <PageHeader title={t.myPosition} description={t.positionDescription} />
      {me.isError && !me.data ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <Skeleton className="h-64 rounded-lg" />
      ) : me.data.onDuty ? (
        <Sharing />
      ) : (
        <Card>
          <CardContent className="space-y-4 pt-5">
            <p className="flex items-start gap-3 text-sm">
              <MapPinOff aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              {t.sharedOnDutyOnly}
            </p>
            <DutyToggle me={me.data} />
          </CardContent>
        </Card>
      )}
    </>
  );
}

/** Each sharing state's icon and colour; its words are the driver area's `sharing`. */
const STATUS: Record<SharingStatus, { icon: typeof Radio; tone: string }> = {
  waiting: { icon: Crosshair, tone: 'text-muted-foreground' },
  sharing: { icon: Radio, tone: 'text-success' },
  denied: { icon: AlertTriangle, tone: 'text-red-700' },
  unavailable: { icon: AlertTriangle, tone: 'text-amber-700' },
  unsupported: { icon: AlertTriangle, tone: 'text-red-700' },
};

function Sharing() {
  const { status, fix, lastSentAt, sendError } = useLocationSharing(true);
  const now = useNow(5_000);
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();
  const message = useMessage();
  const { icon: Icon, tone } = STATUS[status];
  const text = t.sharing[status];
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardContent className="space-y-4 pt-5">
          <p className={`flex items-start gap-2 font-medium ${tone}`} role="status">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            {text}
          </p>
          {fix ? (
            <LivePosition
              latitude={fix.latitude}
              longitude={fix.longitude}
              accuracy={fix.accuracy}
              updatedAt={lastSentAt ?? fix.at}
              showText={false}
            />
          ) : (
            <Skeleton className="h-52 rounded-lg" />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
            <Item label={t.latitude}>{fix ? fix.latitude.toFixed(6) : '—'}</Item>
            <Item label={t.longitude}>{fix ? fix.longitude.toFixed(6) : '—'}</Item>
            <Item label={t.accuracy}>{fix?.accuracy != null ? `± ${fix.accuracy} m` : '—'}</Item>
            <Item label={t.lastSent}>{lastSentAt ? relativeTime(lastSentAt, now, locale) : t.notYet}</Item>
          </dl>
          {sendError && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {t.sendFailed(message(sendError))}
            </p>
          )}
          <p className="mt-4 flex items-start gap-2 text-xs text-muted-foreground">
            <LocateFixed aria-hidden className="size-4 shrink-0" />
            {t.keepsSharing}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
