import { MESSAGES } from '@livra/shared/messages';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { type RequestKind, useRejectRequest } from '../../admin-api';
import { useRequestsAdminTexts } from './texts';

const NOTES_MAX = 1000;

interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the decision does (approval does not create the account; rejection is definitive…). */
  description: ReactNode;
  /** The optional text's label: notes on approval, reason on rejection. */
  fieldLabel: string;
  fieldHint: string;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (text: string) => void;
}

/** Approve or reject one request, with optional notes or reason (spec 02 §2, §5). */
export function DecisionDialog(props: DecisionDialogProps) {
  const { open, onOpenChange, title, description, fieldLabel, fieldHint, confirmLabel, destructive, pending } = props;
  const t = useRequestsAdminTexts();
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm(text.trim());
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-text`}>{fieldLabel}</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              maxLength={NOTES_MAX}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {fieldHint}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              className="h-11"
              onClick={() => onOpenChange(false)}
              disabled={pending}
            >
              {t.cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} className="h-11" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface RejectRequestDialogProps {
  kind: RequestKind;
  /** The request being rejected, or null when the dialog is closed. */
  request: { id: string; name: string } | null;
  onClose: () => void;
}

/** Rejects a pending application, definitively, with an optional reason mailed to the applicant. */
export function RejectRequestDialog({ kind, request, onClose }: RejectRequestDialogProps) {
  const t = useRequestsAdminTexts();
  const message = useMessage();
  const reject = useRejectRequest(kind);
  return (
    <DecisionDialog
      open={request !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t.rejectTitle(request?.name ?? '')}
      description={<p className="font-medium text-destructive">{message(MESSAGES.rejectionFinal)}</p>}
      fieldLabel={t.rejectReason}
      fieldHint={kind === 'drivers' ? t.reasonSentToDriver : t.reasonSentToApplicant}
      confirmLabel={t.rejectForGood}
      destructive
      pending={reject.isPending}
      onConfirm={(reason) =>
        request &&
        reject.mutate(
          { id: request.id, reason },
          {
            onSuccess: () => {
              toast.success(kind === 'drivers' ? MESSAGES.driverRequestRejected : MESSAGES.requestRejected);
              onClose();
            },
            onError: (error) =>
              toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.rejectError) }),
          },
        )
      }
    />
  );
}
