import { formatDateTime, formatGNFFull, type EmailPayload, type RequestType, type VehicleType } from '@livra/shared';
import { Details, useEmailTexts } from './layout';

type RequestPayload = EmailPayload<'request-confirmation'>;

/** A request without an explicit type is a driver's when it names a vehicle, else a partner's. */
export function requestKind(payload: { request_type?: RequestType; vehicle_type?: string }): RequestType {
  return payload.request_type ?? (payload.vehicle_type ? 'driver' : 'partner');
}

/** The facts of a partner or driver application, shared by the requester's and the admins' e-mails. */
export function RequestDetails({ payload, withRequester }: { payload: RequestPayload; withRequester: boolean }) {
  const { t, locale } = useEmailTexts();
  const words = t.details;
  const plan = payload.selected_plan_name
    ? `${payload.selected_plan_name}${payload.selected_plan_price !== undefined ? ` (${formatGNFFull(payload.selected_plan_price, locale)})` : ''}`
    : undefined;
  const vehicleType = payload.vehicle_type && (t.vehicles[payload.vehicle_type as VehicleType] ?? payload.vehicle_type);
  const vehicle = [vehicleType, payload.vehicle_plate].filter(Boolean).join(' — ');
  return (
    <Details
      rows={[
        [words.reference, payload.request_id],
        [words.type, t.requestKinds[requestKind(payload)]],
        ...(withRequester
          ? ([
              [words.requester, payload.user_name],
              [words.email, payload.user_email],
            ] as [string, string][])
          : []),
        [words.phone, payload.user_phone],
        [words.business, payload.business_name],
        [words.businessType, payload.business_type],
        [words.address, payload.business_address],
        [words.plan, plan],
        [words.vehicle, vehicle],
        [words.notes, payload.notes],
        [words.sentAt, payload.submitted_at ? formatDateTime(payload.submitted_at, locale) : undefined],
      ]}
    />
  );
}
