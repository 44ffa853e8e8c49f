import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_SUBSCRIPTIONS_UI } from '@livra/shared/ui/admin-subscriptions';
import { deactivateSubscriptionSchema, suspendSubscriptionSchema } from '@livra/shared/subscription-schemas';
import {
  SUBSCRIPTION_REASON_MAX,
  SUSPENSION_DEFAULT_DAYS,
  SUSPENSION_MAX_DAYS,
  SUSPENSION_MIN_DAYS,
  suspensionDays,
  type AdminSubscription,
} from '@livra/shared/subscriptions';
import type { z } from '@livra/shared/zod';
import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useLocale, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSubscriptionAction, type SubscriptionActionInput } from '../api';

const DAY_MS = 86_400_000;

interface ActionDialogProps {
  /** The subscription acted on; null closes the dialog. */
  subscription: AdminSubscription | null;
  onClose: () => void;
}

/** Runs an action, says the server's success message (spec 02 §8) or its error, and closes on success. */
function useRunAction(onClose: () => void) {
  const action = useSubscriptionAction();
  const run = (input: SubscriptionActionInput) =>
    action.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.message);
        onClose();
      },
      onError: (failure) =>
        toast.error(MESSAGES.errorTitle, { description: errorMessage(failure, MESSAGES.subscriptionActionError) }),
    });
  return { run, pending: action.isPending };
}

type SuspendInput = z.input<typeof suspendSubscriptionSchema>;
type SuspendOutput = z.output<typeof suspendSubscriptionSchema>;

/** Suspend: 1 to 30 days (7 when empty or invalid) and an optional reason. */
export function SuspendDialog({ subscription, onClose }: ActionDialogProps) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  const { run, pending } = useRunAction(onClose);
  const form = useForm<SuspendInput, unknown, SuspendOutput>({
    resolver: zodResolver(suspendSubscriptionSchema),
    defaultValues: { days: '', reason: '' },
  });
  useEffect(() => {
    if (subscription) form.reset({ days: '', reason: '' });
  }, [subscription, form]);
  const days = suspensionDays(form.watch('days'));
  const reasonError = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((body) => subscription && run({ id: subscription.id, action: 'suspend', body }));

  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.suspendTitle}</DialogTitle>
          <DialogDescription>
            {subscription && t.heldNotice(subscription.business.name)}
            {t.suspendEnds}
          </DialogDescription>
        </DialogHeader>
        <form id="suspend-form" onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="suspend-days"
            label={t.days}
            hint={t.daysHint(SUSPENSION_MIN_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_DEFAULT_DAYS)}
          >
            <Input
              id="suspend-days"
              type="number"
              inputMode="numeric"
              min={SUSPENSION_MIN_DAYS}
              max={SUSPENSION_MAX_DAYS}
              placeholder={String(SUSPENSION_DEFAULT_DAYS)}
              {...form.register('days')}
            />
          </FormField>
          <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
            {t.suspendedFor(days)}
            <strong>{formatDate(new Date(Date.now() + days * DAY_MS), locale)}</strong>.
          </p>
          <ReasonField id="suspend-reason" error={reasonError} register={form.register('reason')} />
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="suspend-form" variant="destructive" className="h-11" loading={pending}>
            {t.suspendDays(days)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type DeactivateInput = z.input<typeof deactivateSubscriptionSchema>;
type DeactivateOutput = z.output<typeof deactivateSubscriptionSchema>;

/** Deactivate, with an optional reason. */
export function DeactivateDialog({ subscription, onClose }: ActionDialogProps) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const { run, pending } = useRunAction(onClose);
  const form = useForm<DeactivateInput, unknown, DeactivateOutput>({
    resolver: zodResolver(deactivateSubscriptionSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (subscription) form.reset({ reason: '' });
  }, [subscription, form]);
  const submit = form.handleSubmit((body) => subscription && run({ id: subscription.id, action: 'deactivate', body }));

  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.deactivateTitle}</DialogTitle>
          <DialogDescription>
            {subscription && t.heldNotice(subscription.business.name)}
            {t.deactivateEnds}
          </DialogDescription>
        </DialogHeader>
        <form id="deactivate-form" onSubmit={submit} noValidate className="grid gap-4">
          <ReasonField
            id="deactivate-reason"
            error={form.formState.errors.reason?.message}
            register={form.register('reason')}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="deactivate-form" variant="destructive" className="h-11" loading={pending}>
            {t.deactivate}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Reactivate, after a confirmation: the business is listed again at once. */
export function ReactivateDialog({ subscription, onClose }: ActionDialogProps) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const { run, pending } = useRunAction(onClose);
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.reactivateTitle}</DialogTitle>
          <DialogDescription>{subscription && t.reactivateText(subscription.business.name)}</DialogDescription>
        </DialogHeader>
        {subscription?.statusReason && (
          <p className="text-sm">
            <span className="text-muted-foreground">{t.currentReason}</span>
            {subscription.statusReason}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button
            className="h-11"
            loading={pending}
            onClick={() => subscription && run({ id: subscription.id, action: 'reactivate' })}
          >
            {t.reactivate}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReasonField({
  id,
  error,
  register,
}: {
  id: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  return (
    <FormField id={id} label={t.reasonOptional} error={error} hint={t.reasonHint}>
      <Textarea {...fieldProps(id, error)} maxLength={SUBSCRIPTION_REASON_MAX} rows={3} {...register} />
    </FormField>
  );
}
