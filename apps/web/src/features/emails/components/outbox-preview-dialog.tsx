import { formatDateTime } from '@livra/shared/dates';
import type { EmailType } from '@livra/shared/emails';
import { ADMIN_EMAILS_UI } from '@livra/shared/ui/admin-emails';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { useOutboxMessage } from '../api';
import { OutboxStatusBadge } from './outbox-status-badge';

/**
 * One outbox message as its recipient reads it. The HTML is shown in a sandboxed frame with no
 * permission at all (no script, no form, no same-origin access, no top navigation), so a mail
 * can only be looked at; the text version is shown beside it, as plain text.
 */
export function OutboxPreviewDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const locale = useLocale();
  const message = useOutboxMessage(id);
  const data = message.data;
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{data?.subject ?? t.previewTitle}</DialogTitle>
          <DialogDescription>
            {data
              ? t.previewLine(
                  t.types[data.template as EmailType] ?? data.templateLabel,
                  data.to,
                  formatDateTime(data.createdAt, locale),
                )
              : t.loading}
          </DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <LoadError error={message.error} onRetry={() => void message.refetch()} />
        ) : !data ? (
          <Skeleton className="h-96 w-full" />
        ) : (
          <div className="min-w-0 space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t.status}</dt>
              <dd>
                <OutboxStatusBadge status={data.status} label={t.statuses[data.status] ?? data.statusLabel} />
              </dd>
              <dt className="text-muted-foreground">{t.attemptsLabel}</dt>
              <dd>{data.attempts}</dd>
              <dt className="text-muted-foreground">{t.lastError}</dt>
              <dd className="break-words">{data.lastError ?? '—'}</dd>
              {data.sentAt && (
                <>
                  <dt className="text-muted-foreground">{t.sentOn}</dt>
                  <dd>{formatDateTime(data.sentAt, locale)}</dd>
                </>
              )}
            </dl>
            <section aria-labelledby="outbox-preview-html" className="space-y-2">
              <h3 id="outbox-preview-html" className="text-sm font-semibold">
                {t.htmlVersion}
              </h3>
              <iframe
                title={t.htmlPreview(data.subject)}
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={data.html}
                className="h-[28rem] w-full rounded-md border bg-white"
              />
            </section>
            <section aria-labelledby="outbox-preview-text" className="space-y-2">
              <h3 id="outbox-preview-text" className="text-sm font-semibold">
                {t.textVersion}
              </h3>
              <textarea
                aria-labelledby="outbox-preview-text"
                readOnly
                rows={12}
                value={data.text}
                spellCheck={false}
                className="w-full resize-y rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed"
              />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
