import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
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

const heldNotice = (name: string) =>
  `${name} n'apparaîtra plus dans le catalogue ni dans la recherche, et ne pourra plus recevoir de commandes.`;

type SuspendInput = z.input<typeof suspendSubscriptionSchema>;
type SuspendOutput = z.output<typeof suspendSubscriptionSchema>;

/** Suspend: 1 to 30 days (7 when empty or invalid) and an optional reason. */
export function SuspendDialog({ subscription, onClose }: ActionDialogProps) {
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
          <DialogTitle>Suspendre l'abonnement</DialogTitle>
          <DialogDescription>
            {subscription && heldNotice(subscription.business.name)} La suspension prend fin d'elle-même à la date
            prévue.
          </DialogDescription>
        </DialogHeader>
        <form id="suspend-form" onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="suspend-days"
            label="Durée (jours)"
            hint={`De ${SUSPENSION_MIN_DAYS} à ${SUSPENSION_MAX_DAYS} jours ; ${SUSPENSION_DEFAULT_DAYS} si le champ est vide ou invalide.`}
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
            Suspendu {days} jour{days > 1 ? 's' : ''}, jusqu'au{' '}
            <strong>{formatDate(new Date(Date.now() + days * DAY_MS))}</strong>.
          </p>
          <ReasonField id="suspend-reason" error={reasonError} register={form.register('reason')} />
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" form="suspend-form" variant="destructive" className="h-11" loading={pending}>
            Suspendre {days} jour{days > 1 ? 's' : ''}
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
          <DialogTitle>Désactiver l'abonnement</DialogTitle>
          <DialogDescription>
            {subscription && heldNotice(subscription.business.name)} Il le restera jusqu'à sa réactivation.
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
            Annuler
          </Button>
          <Button type="submit" form="deactivate-form" variant="destructive" className="h-11" loading={pending}>
            Désactiver
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Reactivate, after a confirmation: the business is listed again at once. */
export function ReactivateDialog({ subscription, onClose }: ActionDialogProps) {
  const { run, pending } = useRunAction(onClose);
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Réactiver l'abonnement</DialogTitle>
          <DialogDescription>
            {subscription &&
              `${subscription.business.name} sera de nouveau visible dans le catalogue et pourra recevoir des commandes dès maintenant.`}
          </DialogDescription>
        </DialogHeader>
        {subscription?.statusReason && (
          <p className="text-sm">
            <span className="text-muted-foreground">Motif actuel : </span>
            {subscription.statusReason}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button
            className="h-11"
            loading={pending}
            onClick={() => subscription && run({ id: subscription.id, action: 'reactivate' })}
          >
            Réactiver
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
  return (
    <FormField id={id} label="Motif (facultatif)" error={error} hint="Le partenaire le verra sur sa page Facturation.">
      <Textarea {...fieldProps(id, error)} maxLength={SUBSCRIPTION_REASON_MAX} rows={3} {...register} />
    </FormField>
  );
}
