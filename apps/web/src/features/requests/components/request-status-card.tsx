import { formatDate } from '@livra/shared/dates';
import { DRIVER_TYPE_LABELS } from '@livra/shared/drivers';
import { formatGNFFull } from '@livra/shared/money';
import type { RequestStatusView } from '@livra/shared/requests';
import { Bike, Store } from 'lucide-react';
import { RequestStatusBadge } from './status-badge';

/** What the applicant should expect next, by status. */
function nextStep(request: RequestStatusView): string {
  if (request.status === 'pending')
    return 'Notre équipe examine votre demande. Vous recevrez une notification après approbation.';
  if (request.status === 'rejected') return 'Votre demande n’a pas été retenue.';
  if (request.accountCreated) return 'Votre compte est créé : vos identifiants vous ont été envoyés par email.';
  return 'Votre demande est approuvée. Votre compte va être créé : vos identifiants arriveront par email.';
}

export function RequestStatusCard({ request }: { request: RequestStatusView }) {
  const isPartner = request.type === 'partner';
  const Icon = isPartner ? Store : Bike;
  const rows: [string, string | null][] = isPartner
    ? [
        ['Type de commerce', request.businessType],
        ['Adresse', [request.address, request.region].filter(Boolean).join(', ') || null],
        [
          'Formule',
          request.planName
            ? `${request.planName}${request.planPrice !== null ? ` — ${formatGNFFull(request.planPrice)} / mois` : ''}`
            : null,
        ],
      ]
    : [
        ['Véhicule', [request.vehicleType, request.vehiclePlate].filter(Boolean).join(' — ') || null],
        ['Type de chauffeur', request.driverType ? DRIVER_TYPE_LABELS[request.driverType] : null],
        ['Commerce', request.businessName],
      ];

  return (
    <article className="rounded-lg border bg-card p-4 shadow-xs sm:p-5" aria-label={`Demande ${request.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {isPartner ? 'Demande de partenariat' : 'Demande de chauffeur'}
            </p>
            <h2 className="truncate text-lg font-semibold">{request.name}</h2>
          </div>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid gap-x-5 gap-y-2 text-sm sm:grid-cols-2">
        <Row label="Envoyée le" value={formatDate(request.submittedAt)} />
        {request.decidedAt && (
          <Row
            label={request.status === 'approved' ? 'Approuvée le' : 'Décision le'}
            value={formatDate(request.decidedAt)}
          />
        )}
        {rows.map(([label, value]) => value && <Row key={label} label={label} value={value} />)}
        <Row label="Référence" value={request.id} mono />
      </dl>
      <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">{nextStep(request)}</p>
      {request.status === 'rejected' && request.adminNotes && (
        <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          <span className="font-semibold">Motif : </span>
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
