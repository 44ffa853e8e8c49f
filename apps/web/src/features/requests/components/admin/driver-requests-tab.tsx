import type { DriverRequestView } from '@livra/shared/admin-requests';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import type { Locale } from '@livra/shared/locale';
import { MESSAGES } from '@livra/shared/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api';
import type { CsvColumn } from '@/lib/csv';
import { useLocale, useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useApproveDriver, useCreateDriverAccount, useDeleteDriverRequest } from '../../admin-api';
import { useRequestsTexts } from '../../texts';
import { RequestStatusBadge } from '../status-badge';
import { type CreatedAccount, CredentialsDialog } from './credentials-dialog';
import { DecisionDialog, RejectRequestDialog } from './decision-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { type RequestDialog, RequestRowActions } from './request-row-actions';
import { RequestTab } from './request-tab';
import { useRequestsAdminTexts } from './texts';

type Row = DriverRequestView;
type Open = { dialog: RequestDialog; request: Row } | null;

type Texts = ReturnType<typeof useRequestsAdminTexts>;
type Labels = ReturnType<typeof useRequestsTexts>;

/** The vehicle's type in the chosen language (stored in French), then its plate. */
const vehicleType = (r: Row, labels: Labels) =>
  r.vehicleType ? (labels.vehicleLabels[r.vehicleType as keyof Labels['vehicleLabels']] ?? r.vehicleType) : null;
const vehicle = (r: Row, labels: Labels) => [vehicleType(r, labels), r.vehiclePlate].filter(Boolean).join(' · ');

/** The export's columns, with headers in the chosen language. */
const csvColumns = (t: Texts, labels: Labels, locale: Locale): CsvColumn<Row>[] => [
  { header: t.name, value: (r) => r.name },
  { header: t.email, value: (r) => r.email },
  { header: t.phone, value: (r) => r.phone },
  { header: t.driverType, value: (r) => labels.driverTypeLabels[r.driverType] },
  { header: t.business, value: (r) => r.businessName },
  { header: t.vehicle, value: (r) => vehicleType(r, labels) },
  { header: t.plate, value: (r) => r.vehiclePlate },
  { header: t.experienceYears, value: (r) => r.experienceYears },
  { header: t.availability, value: (r) => r.availabilityHours },
  { header: t.preferredZones, value: (r) => r.preferredZones.join(', ') },
  { header: t.status, value: (r) => labels.statusLabels[r.requestStatus] },
  { header: t.accountCreatedColumn, value: (r) => (r.hasAccount ? t.yes : t.no) },
  { header: t.applicantNotes, value: (r) => r.notes },
  { header: t.adminNotes, value: (r) => r.adminNotes },
  { header: t.receivedOn, value: (r) => formatDate(r.applicationDate, locale) },
];

/** The driver applications tab: approval creates the account at once; a request can be deleted. */
export function DriverRequestsTab() {
  const t = useRequestsAdminTexts();
  const labels = useRequestsTexts();
  const locale = useLocale();
  const message = useMessage();
  const [open, setOpen] = useState<Open>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const approve = useApproveDriver();
  const createAccount = useCreateDriverAccount();
  const remove = useDeleteDriverRequest();
  const close = () => setOpen(null);
  const showError = (fallback: string) => (error: unknown) =>
    toast.error(MESSAGES.errorTitle, { description: errorMessage(error, fallback) });

  const onCreateAccount = (row: Row) =>
    createAccount.mutate(row.id, {
      onSuccess: (result) => {
        toast.success(MESSAGES.driverAccountCreatedShort);
        setOpen(null);
        setCreated({ kind: 'driver', credentials: result.credentials });
      },
      onError: showError(MESSAGES.accountCreateFailed),
    });

  const actions = (row: Row, place: 'table' | 'card' | 'dialog') => (
    <RequestRowActions
      row={row}
      place={place}
      onOpen={(dialog) => setOpen({ dialog, request: row })}
      onCreateAccount={() => onCreateAccount(row)}
      creating={createAccount.isPending && createAccount.variables === row.id}
      deletable
    />
  );

  const columns: DataColumn<Row>[] = [
    {
      id: 'driver',
      header: t.driver,
      cell: (r) => (
        <div className="min-w-44">
          <p className="font-semibold">{r.name}</p>
          <p className="text-xs whitespace-nowrap text-muted-foreground">{r.email}</p>
          <p className="text-xs text-muted-foreground">{r.phone}</p>
        </div>
      ),
    },
    {
      id: 'type',
      header: t.typeAndVehicle,
      cell: (r) => (
        <div className="min-w-36">
          <p>{labels.driverTypeLabels[r.driverType]}</p>
          {r.businessName && <p className="text-xs text-muted-foreground">{r.businessName}</p>}
          <p className="text-xs whitespace-nowrap text-muted-foreground">{vehicle(r, labels)}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: t.statusAndDate,
      cell: (r) => (
        <div className="grid justify-items-start gap-1">
          <RequestStatusBadge status={r.requestStatus} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {t.receivedOnDate(formatDate(r.applicationDate, locale))}
          </span>
          {r.requestStatus === 'approved' && !r.hasAccount && (
            <span className="text-xs text-muted-foreground">{t.accountToCreate}</span>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t.actions,
      cell: (r) => <div className="flex items-center gap-1.5">{actions(r, 'table')}</div>,
    },
  ];

  const card = (r: Row) => (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight">{r.name}</h3>
          <p className="text-xs text-muted-foreground">{labels.driverTypeLabels[r.driverType]}</p>
        </div>
        <RequestStatusBadge status={r.requestStatus} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.email}</dt>
        <dd className="break-words">{r.email}</dd>
        <dt className="text-muted-foreground">{t.phone}</dt>
        <dd>{r.phone}</dd>
        <dt className="text-muted-foreground">{t.vehicle}</dt>
        <dd>{vehicle(r, labels)}</dd>
        {r.businessName && (
          <>
            <dt className="text-muted-foreground">{t.business}</dt>
            <dd>{r.businessName}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t.receivedOn}</dt>
        <dd>{formatDate(r.applicationDate, locale)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">{actions(r, 'card')}</div>
    </>
  );

  const request = open?.request;
  return (
    <>
      <RequestTab
        kind="drivers"
        caption={t.driverRequests}
        searchLabel={t.driverSearch}
        columns={columns}
        csvColumns={csvColumns(t, labels, locale)}
        fileName={t.driverFile}
        rowKey={(r) => r.id}
        card={card}
      />
      <RequestDetailsDialog
        open={open?.dialog === 'details'}
        onClose={close}
        title={request?.name ?? ''}
        description={request && <RequestStatusBadge status={request.requestStatus} />}
        rows={
          request
            ? [
                [t.email, request.email],
                [t.phone, request.phone],
                [t.driverType, labels.driverTypeLabels[request.driverType]],
                [t.business, request.businessName],
                [t.vehicle, vehicle(request, labels)],
                [t.experience, t.years(request.experienceYears)],
                [t.availability, request.availabilityHours],
                [t.preferredZones, request.preferredZones.join(', ') || null],
                [t.applicantNotes, request.notes],
                [t.adminNotes, request.adminNotes],
                [t.driverAccount, request.hasAccount ? t.created : t.notCreatedYet],
                [t.receivedOn, formatDateTime(request.applicationDate, locale)],
              ]
            : []
        }
        actions={request && actions(request, 'dialog')}
      />
      <DecisionDialog
        open={open?.dialog === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={t.approveDriverTitle(request?.name ?? '')}
        description={<p>{message(MESSAGES.driverApprovalCreatesAccount)}</p>}
        fieldLabel={t.notesOptional}
        fieldHint={t.notesSentToDriver}
        confirmLabel={t.approveAndCreate}
        pending={approve.isPending}
        onConfirm={(notes) =>
          request &&
          approve.mutate(
            { id: request.id, notes },
            {
              onSuccess: (result) => {
                toast.success(MESSAGES.driverRequestApproved, { description: MESSAGES.driverAccountCreatedShort });
                close();
                setCreated({ kind: 'driver', credentials: result.credentials });
              },
              onError: showError(MESSAGES.approveError),
            },
          )
        }
      />
      <RejectRequestDialog kind="drivers" request={open?.dialog === 'reject' ? open.request : null} onClose={close} />
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={t.deleteTitle(request?.name ?? '')}
        description={t.deleteText}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={() =>
          request &&
          remove.mutate(request.id, {
            onSuccess: () => {
              toast.success(MESSAGES.driverRequestDeleted);
              close();
            },
            onError: showError(MESSAGES.deleteError),
          })
        }
      />
      <CredentialsDialog account={created} onClose={() => setCreated(null)} />
    </>
  );
}
