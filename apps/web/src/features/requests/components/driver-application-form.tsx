import { zodResolver } from '@hookform/resolvers/zod';
import { DRIVER_TYPES, VEHICLE_TYPES } from '@livra/shared/drivers';
import { MESSAGES } from '@livra/shared/messages';
import {
  collectMessages,
  driverApplicationSchema,
  type DriverApplication,
  type DriverApplicationInput,
} from '@livra/shared/requests';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField, EMAIL_INPUT, PHONE_INPUT } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useMessage } from '@/lib/i18n';
import { useSubmitDriverApplication } from '../api';
import { useCheckMessage, useRequestsTexts } from '../texts';
import { BusinessPicker } from './business-picker';

const EMPTY: DriverApplicationInput = {
  name: '',
  email: '',
  phone: '',
  vehicleType: 'Moto',
  vehiclePlate: '',
  driverType: 'independent',
  businessId: null,
  experienceYears: '',
  availabilityHours: '',
  notes: '',
};

interface DriverApplicationFormProps {
  onSubmitted: (result: { id: string; email: string }) => void;
  onCancel: () => void;
}

/** The driver application (spec 01 §5): every rule of the shared schema, all messages at once. */
export function DriverApplicationForm({ onSubmitted, onCancel }: DriverApplicationFormProps) {
  const t = useRequestsTexts();
  const check = useCheckMessage();
  const message = useMessage();
  const submitApplication = useSubmitDriverApplication();
  const form = useForm<DriverApplicationInput, unknown, DriverApplication>({
    resolver: zodResolver(driverApplicationSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const driverType = form.watch('driverType');

  const onValid = (application: DriverApplication) =>
    submitApplication.mutate(application, {
      onSuccess: (result) => {
        toast.success(MESSAGES.driverRequestSentTitle, { description: MESSAGES.driverRequestSent });
        form.reset(EMPTY);
        onSubmitted({ id: result.id, email: application.email });
      },
      onError: (error) => {
        // The server's words when it answered; the spec's fallback when it could not be reached.
        const text =
          error instanceof ApiError && !error.isNetworkError ? error.message : MESSAGES.driverRequestSendError;
        toast.error(MESSAGES.errorTitle, { description: check(text) });
      },
    });

  // Every message of the form, together, as the spec's "Erreur de validation" toast.
  const onInvalid = () => {
    const result = driverApplicationSchema.safeParse(form.getValues());
    if (!result.success)
      toast.error(MESSAGES.validationErrorTitle, { description: collectMessages(result.error).map(check).join(', ') });
  };

  const err = (name: keyof DriverApplicationInput) => {
    const text = errors[name]?.message;
    return text && check(text);
  };

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="grid gap-5"
      aria-label={t.driverRequest}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t.yourDetails}</legend>
        <InputField
          id="driver-name"
          label={t.fullName}
          error={err('name')}
          className="sm:col-span-2"
          autoComplete="name"
          placeholder="Mamadou Diallo"
          {...form.register('name')}
        />
        <InputField
          id="driver-email"
          label={t.email}
          error={err('email')}
          {...EMAIL_INPUT}
          {...form.register('email')}
        />
        <InputField
          id="driver-phone"
          label={t.phone}
          error={err('phone')}
          {...PHONE_INPUT}
          {...form.register('phone')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t.yourVehicle}</legend>
        <FormField id="driver-vehicle" label={t.vehicleType} error={err('vehicleType')}>
          <Select {...fieldProps('driver-vehicle', err('vehicleType'))} {...form.register('vehicleType')}>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.vehicleLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <InputField
          id="driver-plate"
          label={
            <>
              {t.plate} <span className="font-normal text-muted-foreground">{t.optional}</span>
            </>
          }
          error={err('vehiclePlate')}
          autoCapitalize="characters"
          placeholder="RC-1234-A"
          {...form.register('vehiclePlate')}
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">{t.driverType}</legend>
        <div role="radiogroup" aria-label={t.driverType} className="grid gap-2 sm:grid-cols-2">
          {DRIVER_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted focus-within:border-ring',
                driverType === type && 'border-primary bg-brand-50',
              )}
            >
              <input type="radio" value={type} className="mt-1 size-4" {...form.register('driverType')} />
              <span>
                <span className="block font-medium">{t.driverTypeLabels[type]}</span>
                <span className="block text-sm text-muted-foreground">{t.driverTypeHints[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {err('driverType') && <p className="text-sm text-destructive">{message(err('driverType') ?? '')}</p>}
        {driverType === 'service' && (
          <FormField id="driver-business" label={t.businessYouDeliverFor} error={err('businessId')}>
            <Controller
              control={form.control}
              name="businessId"
              render={({ field }) => (
                <BusinessPicker
                  value={field.value as string | null}
                  onChange={(business) => field.onChange(business.id)}
                  invalid={Boolean(err('businessId'))}
                  describedBy={err('businessId') ? 'driver-business-error' : undefined}
                />
              )}
            />
          </FormField>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t.yourExperience}</legend>
        <InputField
          id="driver-experience"
          label={t.experienceYears}
          error={err('experienceYears')}
          hint={t.experienceHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          placeholder="0"
          {...form.register('experienceYears')}
        />
        <InputField
          id="driver-hours"
          label={t.availability}
          error={err('availabilityHours')}
          hint={t.availabilityHint}
          {...form.register('availabilityHours')}
        />
        <FormField id="driver-notes" label={t.notes} error={err('notes')} className="sm:col-span-2">
          <Textarea
            {...fieldProps('driver-notes', err('notes'))}
            rows={3}
            placeholder={t.notesPlaceholder}
            {...form.register('notes')}
          />
        </FormField>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" size="lg" disabled={submitApplication.isPending}>
          {submitApplication.isPending ? message(MESSAGES.submitting) : t.sendRequest}
        </Button>
      </div>
    </form>
  );
}
