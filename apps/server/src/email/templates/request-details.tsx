import { formatDateTime, formatGNFFull, type EmailPayload, type RequestType } from '@livra/shared';
import { Details } from './layout';

type RequestPayload = EmailPayload<'request-confirmation'>;

/** A request without an explicit type is a driver's when it names a vehicle, else a partner's. */
export function requestKind(payload: { request_type?: RequestType; vehicle_type?: string }): RequestType {
  return payload.request_type ?? (payload.vehicle_type ? 'driver' : 'partner');
}

export const REQUEST_KIND_LABELS: Record<RequestType, string> = {
  partner: 'partenariat',
  driver: 'chauffeur livreur',
};

/** The facts of a partner or driver application, shared by the requester's and the admins' e-mails. */
export function RequestDetails({ payload, withRequester }: { payload: RequestPayload; withRequester: boolean }) {
  const plan = payload.selected_plan_name
    ? `${payload.selected_plan_name}${payload.selected_plan_price !== undefined ? ` (${formatGNFFull(payload.selected_plan_price)})` : ''}`
    : undefined;
  const vehicle = [payload.vehicle_type, payload.vehicle_plate].filter(Boolean).join(' — ');
  return (
    <Details
      rows={[
        ['Référence', payload.request_id],
        ['Type de demande', REQUEST_KIND_LABELS[requestKind(payload)]],
        ...(withRequester
          ? ([
              ['Demandeur', payload.user_name],
              ['E-mail', payload.user_email],
            ] as [string, string][])
          : []),
        ['Téléphone', payload.user_phone],
        ['Commerce', payload.business_name],
        ['Type de commerce', payload.business_type],
        ['Adresse', payload.business_address],
        ['Formule', plan],
        ['Véhicule', vehicle],
        ['Notes', payload.notes],
        ['Envoyée le', payload.submitted_at ? formatDateTime(payload.submitted_at) : undefined],
      ]}
    />
  );
}
