import type { DriverRequestView } from '@livra/shared/admin-requests';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import { DRIVER_TYPE_LABELS, REQUEST_STATUS_LABELS } from '@livra/shared/drivers';
import { MESSAGES } from '@livra/shared/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api';
import type { CsvColumn } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { useApproveDriver, useCreateDriverAccount, useDeleteDriverRequest } from '../../admin-api';
import { RequestStatusBadge } from '../status-badge';
import { type CreatedAccount, CredentialsDialog } from './credentials-dialog';
import { DecisionDialog, RejectRequestDialog } from './decision-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { type RequestDialog, RequestRowActions } from './request-row-actions';
import { RequestTab } from './request-tab';

type Row = DriverRequestView;
type Open = { dialog: RequestDialog; request: Row } | null;

const vehicle = (r: Row) => [r.vehicleType, r.vehiclePlate].filter(Boolean).join(' · ');

const csvColumns: CsvColumn<Row>[] = [
  { header: 'Nom', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Téléphone', value: (r) => r.phone },
  { header: 'Type de chauffeur', value: (r) => DRIVER_TYPE_LABELS[r.driverType] },
  { header: 'Commerce', value: (r) => r.businessName },
  { header: 'Véhicule', value: (r) => r.vehicleType },
  { header: 'Immatriculation', value: (r) => r.vehiclePlate },
  { header: 'Expérience (années)', value: (r) => r.experienceYears },
  { header: 'Disponibilités', value: (r) => r.availabilityHours },
  { header: 'Zones préférées', value: (r) => r.preferredZones.join(', ') },
  { header: 'Statut', value: (r) => REQUEST_STATUS_LABELS[r.requestStatus] },
  { header: 'Compte créé', value: (r) => (r.hasAccount ? 'Oui' : 'Non') },
  { header: 'Notes du demandeur', value: (r) => r.notes },
  { header: 'Notes de l’administrateur', value: (r) => r.adminNotes },
  { header: 'Reçue le', value: (r) => formatDate(r.applicationDate) },
];

/** The driver applications tab: approval creates the account at once; a request can be deleted. */
export function DriverRequestsTab() {
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
      header: 'Chauffeur',
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
      header: 'Type et véhicule',
      cell: (r) => (
        <div className="min-w-36">
          <p>{DRIVER_TYPE_LABELS[r.driverType]}</p>
          {r.businessName && <p className="text-xs text-muted-foreground">{r.businessName}</p>}
          <p className="text-xs whitespace-nowrap text-muted-foreground">{vehicle(r)}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Statut et date',
      cell: (r) => (
        <div className="grid justify-items-start gap-1">
          <RequestStatusBadge status={r.requestStatus} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            Reçue le {formatDate(r.applicationDate)}
          </span>
          {r.requestStatus === 'approved' && !r.hasAccount && (
            <span className="text-xs text-muted-foreground">Compte à créer</span>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => <div className="flex items-center gap-1.5">{actions(r, 'table')}</div>,
    },
  ];

  const card = (r: Row) => (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight">{r.name}</h3>
          <p className="text-xs text-muted-foreground">{DRIVER_TYPE_LABELS[r.driverType]}</p>
        </div>
        <RequestStatusBadge status={r.requestStatus} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-words">{r.email}</dd>
        <dt className="text-muted-foreground">Téléphone</dt>
        <dd>{r.phone}</dd>
        <dt className="text-muted-foreground">Véhicule</dt>
        <dd>{vehicle(r)}</dd>
        {r.businessName && (
          <>
            <dt className="text-muted-foreground">Commerce</dt>
            <dd>{r.businessName}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Reçue le</dt>
        <dd>{formatDate(r.applicationDate)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">{actions(r, 'card')}</div>
    </>
  );

  const request = open?.request;
  return (
    <>
      <RequestTab
        kind="drivers"
        caption="Demandes chauffeurs"
        searchLabel="Nom, email ou téléphone"
        columns={columns}
        csvColumns={csvColumns}
        fileName="demandes-chauffeurs"
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
                ['Email', request.email],
                ['Téléphone', request.phone],
                ['Type de chauffeur', DRIVER_TYPE_LABELS[request.driverType]],
                ['Commerce', request.businessName],
                ['Véhicule', vehicle(request)],
                ['Expérience', `${request.experienceYears} an${request.experienceYears > 1 ? 's' : ''}`],
                ['Disponibilités', request.availabilityHours],
                ['Zones préférées', request.preferredZones.join(', ') || null],
                ['Notes du demandeur', request.notes],
                ['Notes de l’administrateur', request.adminNotes],
                ['Compte chauffeur', request.hasAccount ? 'Créé' : 'Pas encore créé'],
                ['Reçue le', formatDateTime(request.applicationDate)],
              ]
            : []
        }
        actions={request && actions(request, 'dialog')}
      />
      <DecisionDialog
        open={open?.dialog === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={`Approuver ${request?.name ?? ''}`}
        description={<p>{MESSAGES.driverApprovalCreatesAccount}</p>}
        fieldLabel="Notes (facultatif)"
        fieldHint="Envoyées au chauffeur avec l’approbation."
        confirmLabel="Approuver et créer le compte"
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
        title={`Supprimer la demande de ${request?.name ?? ''} ?`}
        description="La demande et ses informations seront effacées définitivement. Cette action est irréversible."
        confirmLabel="Supprimer"
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
