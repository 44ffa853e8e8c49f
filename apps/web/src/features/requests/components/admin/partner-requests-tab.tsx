import type { PartnerRequestView } from '@livra/shared/admin-requests';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import { REQUEST_STATUS_LABELS } from '@livra/shared/drivers';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF } from '@livra/shared/money';
import { useState } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api';
import type { CsvColumn } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { useApprovePartner, useCreatePartnerAccount } from '../../admin-api';
import { RequestStatusBadge } from '../status-badge';
import { type CreatedAccount, CredentialsDialog } from './credentials-dialog';
import { DecisionDialog, RejectRequestDialog } from './decision-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { type RequestDialog, RequestRowActions } from './request-row-actions';
import { RequestTab } from './request-tab';

type Row = PartnerRequestView;
type Open = { dialog: RequestDialog; request: Row } | null;

const plan = (row: Row) => (row.planName ? `${row.planName} — ${formatGNF(row.planPrice ?? 0)} / mois` : null);

const csvColumns: CsvColumn<Row>[] = [
  { header: 'Commerce', value: (r) => r.name },
  { header: 'Type', value: (r) => r.businessType },
  { header: 'Responsable', value: (r) => r.ownerName },
  { header: 'Email', value: (r) => r.ownerEmail },
  { header: 'Téléphone', value: (r) => r.ownerPhone },
  { header: 'Adresse', value: (r) => r.address },
  { header: 'Région', value: (r) => r.region },
  { header: 'Formule', value: (r) => r.planName },
  { header: 'Prix mensuel (GNF)', value: (r) => r.planPrice },
  { header: 'Statut', value: (r) => REQUEST_STATUS_LABELS[r.requestStatus] },
  { header: 'Compte créé', value: (r) => (r.hasAccount ? 'Oui' : 'Non') },
  { header: 'Notes du demandeur', value: (r) => r.requestNotes },
  { header: 'Notes de l’administrateur', value: (r) => r.adminNotes },
  { header: 'Reçue le', value: (r) => formatDate(r.createdAt) },
];

/** The partner applications tab: decide pending ones, then create the account of approved ones. */
export function PartnerRequestsTab() {
  const [open, setOpen] = useState<Open>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const approve = useApprovePartner();
  const createAccount = useCreatePartnerAccount();
  const close = () => setOpen(null);

  const onCreateAccount = (row: Row) =>
    createAccount.mutate(row.id, {
      onSuccess: (result) => {
        toast.success(MESSAGES.accountCreated);
        setOpen(null);
        setCreated({ kind: 'partner', credentials: result.credentials });
      },
      onError: (error) =>
        toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.accountCreateFailed) }),
    });

  const actions = (row: Row, place: 'table' | 'card' | 'dialog') => (
    <RequestRowActions
      row={row}
      place={place}
      onOpen={(dialog) => setOpen({ dialog, request: row })}
      onCreateAccount={() => onCreateAccount(row)}
      creating={createAccount.isPending && createAccount.variables === row.id}
    />
  );

  const columns: DataColumn<Row>[] = [
    {
      id: 'business',
      header: 'Commerce',
      cell: (r) => (
        <div className="min-w-40">
          <p className="font-semibold">{r.name}</p>
          <p className="text-xs text-muted-foreground">
            {r.businessType ?? '—'} · {r.region}
          </p>
          {r.planName && <p className="text-xs text-muted-foreground">Formule {r.planName}</p>}
        </div>
      ),
    },
    {
      id: 'owner',
      header: 'Responsable',
      cell: (r) => (
        <div className="min-w-44">
          <p>{r.ownerName}</p>
          <p className="text-xs whitespace-nowrap text-muted-foreground">{r.ownerEmail}</p>
          <p className="text-xs text-muted-foreground">{r.ownerPhone}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Statut et date',
      cell: (r) => (
        <div className="grid justify-items-start gap-1">
          <RequestStatusBadge status={r.requestStatus} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">Reçue le {formatDate(r.createdAt)}</span>
          {r.requestStatus === 'approved' && (
            <span className="text-xs text-muted-foreground">{r.hasAccount ? 'Compte créé' : 'Compte à créer'}</span>
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
          <p className="text-xs text-muted-foreground">
            {r.businessType ?? '—'} · {r.region}
          </p>
        </div>
        <RequestStatusBadge status={r.requestStatus} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Responsable</dt>
        <dd>{r.ownerName}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-words">{r.ownerEmail}</dd>
        <dt className="text-muted-foreground">Téléphone</dt>
        <dd>{r.ownerPhone}</dd>
        <dt className="text-muted-foreground">Formule</dt>
        <dd>{r.planName ?? '—'}</dd>
        <dt className="text-muted-foreground">Reçue le</dt>
        <dd>{formatDate(r.createdAt)}</dd>
        {r.requestStatus === 'approved' && (
          <>
            <dt className="text-muted-foreground">Compte</dt>
            <dd>{r.hasAccount ? 'Créé' : 'À créer'}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">{actions(r, 'card')}</div>
    </>
  );

  const request = open?.request;
  return (
    <>
      <RequestTab
        kind="partners"
        caption="Demandes partenaires"
        searchLabel="Commerce, responsable ou email"
        columns={columns}
        csvColumns={csvColumns}
        fileName="demandes-partenaires"
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
                ['Type de commerce', request.businessType],
                ['Description', request.description],
                ['Adresse', [request.address, request.region].filter(Boolean).join(', ')],
                ['Responsable', request.ownerName],
                ['Email', request.ownerEmail],
                ['Téléphone', request.ownerPhone],
                ['Formule choisie', plan(request)],
                ['Notes du demandeur', request.requestNotes],
                ['Notes de l’administrateur', request.adminNotes],
                ['Compte partenaire', request.hasAccount ? 'Créé' : 'Pas encore créé'],
                ['Reçue le', formatDateTime(request.createdAt)],
              ]
            : []
        }
        actions={request && actions(request, 'dialog')}
      />
      <DecisionDialog
        open={open?.dialog === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={`Approuver « ${request?.name ?? ''} »`}
        description={<p>{MESSAGES.approvalNoAccount}</p>}
        fieldLabel="Notes (facultatif)"
        fieldHint="Envoyées au demandeur avec l’approbation."
        confirmLabel="Approuver"
        pending={approve.isPending}
        onConfirm={(notes) =>
          request &&
          approve.mutate(
            { id: request.id, notes },
            {
              onSuccess: () => {
                toast.success(MESSAGES.requestApproved);
                close();
              },
              onError: (error) =>
                toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.approveError) }),
            },
          )
        }
      />
      <RejectRequestDialog kind="partners" request={open?.dialog === 'reject' ? open.request : null} onClose={close} />
      <CredentialsDialog account={created} onClose={() => setCreated(null)} />
    </>
  );
}
