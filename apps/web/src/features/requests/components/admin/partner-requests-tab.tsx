import type { PartnerRequestView } from '@livra/shared/admin-requests';
import { formatDate, formatDateTime } from '@livra/shared/dates';
import type { Locale } from '@livra/shared/locale';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF } from '@livra/shared/money';
import { useState } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api';
import type { CsvColumn } from '@/lib/csv';
import { useLocale, useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useApprovePartner, useCreatePartnerAccount } from '../../admin-api';
import { useRequestsTexts } from '../../texts';
import { RequestStatusBadge } from '../status-badge';
import { type CreatedAccount, CredentialsDialog } from './credentials-dialog';
import { DecisionDialog, RejectRequestDialog } from './decision-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { type RequestDialog, RequestRowActions } from './request-row-actions';
import { RequestTab } from './request-tab';
import { useRequestsAdminTexts } from './texts';

type Row = PartnerRequestView;
type Open = { dialog: RequestDialog; request: Row } | null;

type Texts = ReturnType<typeof useRequestsAdminTexts>;
type StatusLabels = ReturnType<typeof useRequestsTexts>['statusLabels'];

/** The export's columns, with headers in the chosen language. */
const csvColumns = (t: Texts, statusLabels: StatusLabels, locale: Locale): CsvColumn<Row>[] => [
  { header: t.business, value: (r) => r.name },
  { header: t.type, value: (r) => r.businessType },
  { header: t.owner, value: (r) => r.ownerName },
  { header: t.email, value: (r) => r.ownerEmail },
  { header: t.phone, value: (r) => r.ownerPhone },
  { header: t.address, value: (r) => r.address },
  { header: t.region, value: (r) => r.region },
  { header: t.plan, value: (r) => r.planName },
  { header: t.monthlyPrice, value: (r) => r.planPrice },
  { header: t.status, value: (r) => statusLabels[r.requestStatus] },
  { header: t.accountCreatedColumn, value: (r) => (r.hasAccount ? t.yes : t.no) },
  { header: t.applicantNotes, value: (r) => r.requestNotes },
  { header: t.adminNotes, value: (r) => r.adminNotes },
  { header: t.receivedOn, value: (r) => formatDate(r.createdAt, locale) },
];

/** The partner applications tab: decide pending ones, then create the account of approved ones. */
export function PartnerRequestsTab() {
  const t = useRequestsAdminTexts();
  const statusLabels = useRequestsTexts().statusLabels;
  const locale = useLocale();
  const message = useMessage();
  const plan = (row: Row) =>
    row.planName ? t.planWithPrice(row.planName, formatGNF(row.planPrice ?? 0, locale)) : null;
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
      header: t.business,
      cell: (r) => (
        <div className="min-w-40">
          <p className="font-semibold">{r.name}</p>
          <p className="text-xs text-muted-foreground">
            {r.businessType ?? '—'} · {r.region}
          </p>
          {r.planName && <p className="text-xs text-muted-foreground">{t.planOf(r.planName)}</p>}
        </div>
      ),
    },
    {
      id: 'owner',
      header: t.owner,
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
      header: t.statusAndDate,
      cell: (r) => (
        <div className="grid justify-items-start gap-1">
          <RequestStatusBadge status={r.requestStatus} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {t.receivedOnDate(formatDate(r.createdAt, locale))}
          </span>
          {r.requestStatus === 'approved' && (
            <span className="text-xs text-muted-foreground">
              {r.hasAccount ? t.accountCreatedColumn : t.accountToCreate}
            </span>
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
          <p className="text-xs text-muted-foreground">
            {r.businessType ?? '—'} · {r.region}
          </p>
        </div>
        <RequestStatusBadge status={r.requestStatus} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.owner}</dt>
        <dd>{r.ownerName}</dd>
        <dt className="text-muted-foreground">{t.email}</dt>
        <dd className="break-words">{r.ownerEmail}</dd>
        <dt className="text-muted-foreground">{t.phone}</dt>
        <dd>{r.ownerPhone}</dd>
        <dt className="text-muted-foreground">{t.plan}</dt>
        <dd>{r.planName ?? '—'}</dd>
        <dt className="text-muted-foreground">{t.receivedOn}</dt>
        <dd>{formatDate(r.createdAt, locale)}</dd>
        {r.requestStatus === 'approved' && (
          <>
            <dt className="text-muted-foreground">{t.account}</dt>
            <dd>{r.hasAccount ? t.created : t.toCreate}</dd>
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
        caption={t.partnerRequests}
        searchLabel={t.partnerSearch}
        columns={columns}
        csvColumns={csvColumns(t, statusLabels, locale)}
        fileName={t.partnerFile}
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
                [t.businessType, request.businessType],
                [t.descriptionLabel, request.description],
                [t.address, [request.address, request.region].filter(Boolean).join(', ')],
                [t.owner, request.ownerName],
                [t.email, request.ownerEmail],
                [t.phone, request.ownerPhone],
                [t.chosenPlan, plan(request)],
                [t.applicantNotes, request.requestNotes],
                [t.adminNotes, request.adminNotes],
                [t.partnerAccount, request.hasAccount ? t.created : t.notCreatedYet],
                [t.receivedOn, formatDateTime(request.createdAt, locale)],
              ]
            : []
        }
        actions={request && actions(request, 'dialog')}
      />
      <DecisionDialog
        open={open?.dialog === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={t.approveTitle(request?.name ?? '')}
        description={<p>{message(MESSAGES.approvalNoAccount)}</p>}
        fieldLabel={t.notesOptional}
        fieldHint={t.notesSentToApplicant}
        confirmLabel={t.approve}
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
