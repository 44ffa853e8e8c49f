import { formatDateTime } from '@livra/shared/dates';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useOutboxMessage } from '../api';
import { OutboxStatusBadge } from './outbox-status-badge';

/**
 * One outbox message as its recipient reads it. The HTML is shown in a sandboxed frame with no
 * permission at all (no script, no form, no same-origin access, no top navigation), so a mail
 * can only be looked at; the text version is shown beside it, as plain text.
 */
export function OutboxPreviewDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const message = useOutboxMessage(id);
  const data = message.data;
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{data?.subject ?? "Aperçu de l'e-mail"}</DialogTitle>
          <DialogDescription>
            {data ? `${data.templateLabel} · à ${data.to} · ${formatDateTime(data.createdAt)}` : 'Chargement…'}
          </DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <LoadError error={message.error} onRetry={() => void message.refetch()} />
        ) : !data ? (
          <Skeleton className="h-96 w-full" />
        ) : (
          <div className="min-w-0 space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Statut</dt>
              <dd>
                <OutboxStatusBadge status={data.status} label={data.statusLabel} />
              </dd>
              <dt className="text-muted-foreground">Tentatives</dt>
              <dd>{data.attempts}</dd>
              <dt className="text-muted-foreground">Dernière erreur</dt>
              <dd className="break-words">{data.lastError ?? '—'}</dd>
              {data.sentAt && (
                <>
                  <dt className="text-muted-foreground">Envoyé le</dt>
                  <dd>{formatDateTime(data.sentAt)}</dd>
                </>
              )}
            </dl>
            <section aria-labelledby="outbox-preview-html" className="space-y-2">
              <h3 id="outbox-preview-html" className="text-sm font-semibold">
                Version HTML
              </h3>
              <iframe
                title={`Aperçu HTML : ${data.subject}`}
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={data.html}
                className="h-[28rem] w-full rounded-md border bg-white"
              />
            </section>
            <section aria-labelledby="outbox-preview-text" className="space-y-2">
              <h3 id="outbox-preview-text" className="text-sm font-semibold">
                Version texte
              </h3>
              <textarea
                aria-labelledby="outbox-preview-text"
                readOnly
                rows={12}
                value={data.text}
                spellCheck={false}
                className="w-full resize-y rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40"
              />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
