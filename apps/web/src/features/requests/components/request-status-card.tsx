import { formatDate } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { RequestStatusView } from '@livra/shared/requests';
import { Bike, Store } from 'lucide-react';
import { useLocale } from '@/lib/i18n';
import { useRequestsTexts } from '../texts';
import { RequestStatusBadge } from './status-badge';

type Texts = ReturnType<typeof useRequestsTexts>;

/** What the applicant should expect next, by status. */
function nextStep(request: RequestStatusView, t: Texts): string {
  if (request.status === 'pending') return t.nextPending;
  if (request.status === 'rejected') return t.nextRejected;
  if (request.accountCreated) return t.nextAccountCreated;
  return t.nextApproved;
}

export function RequestStatusCard({ request }: { request: RequestStatusView }) {
  const t = useRequestsTexts();
  const locale = useLocale();
  const vehicle = request.vehicleType
    ? (t.vehicleLabels[request.vehicleType as keyof Texts['vehicleLabels']] ?? request.vehicleType)
    : null;
  const isPartner = request.type === 'partner';
  const Icon = isPartner ? Store : Bike;
  const rows: [string, string | null][] = isPartner
    ? [
        [t.businessType, request.businessType],
        [t.address, [request.address, request.region].filter(Boolean).join(', ') || null],
        [
          t.plan,
          request.planName
            ? request.planPrice !== null
              ? t.planWithPrice(request.planName, formatGNFFull(request.planPrice, locale))
              : request.planName
            : null,
        ],
      ]
    : [
        [t.vehicle, [vehicle, request.vehiclePlate].filter(Boolean).join(' — ') || null],
        [t.driverType, request.driverType ? t.driverTypeLabels[request.driverType] : null],
        [t.business, request.businessName],
      ];

  return (
    <article className="rounded-lg border bg-card p-4 shadow-xs sm:p-5" aria-label={t.requestOf(request.name)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {isPartner ? t.partnerRequest : t.driverRequest}
            </p>
            <h2 className="truncate text-lg font-semibold">{request.name}</h2>
          </div>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid gap-x-5 gap-y-2 text-sm sm:grid-cols-2">
        <Row label={t.sentOn} value={formatDate(request.submittedAt, locale)} />
        {request.decidedAt && (
          <Row
            label={request.status === 'approved' ? t.approvedOn : t.decidedOn}
            value={formatDate(request.decidedAt, locale)}
          />
        )}
        {rows.map(([label, value]) => value && <Row key={label} label={label} value={value} />)}
        <Row label={t.reference} value={request.id} mono />
      </dl>
      <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">{nextStep(request, t)}</p>
      {request.status === 'rejected' && request.adminNotes && (
        <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          <span className="font-semibold">{t.reason}</span>
          {request.adminNotes}
        </p>
      )}
    </article>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'text-xs break-words' : 'font-medium'}>{mono ? <code>{value}</code> : value}</dd>
    </div>
  );
}
