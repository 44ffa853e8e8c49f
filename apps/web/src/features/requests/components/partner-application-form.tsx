import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import { REGIONS } from '@livra/shared/regions';
import {
  collectMessages,
  partnerApplicationSchema,
  type PartnerApplication,
  type PartnerApplicationInput,
} from '@livra/shared/requests';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField, EMAIL_INPUT, PHONE_INPUT } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/i18n';
import { useBusinessTypes, usePlans, useSubmitPartnerApplication } from '../api';
import { useCheckMessage, useRequestsTexts } from '../texts';

interface PartnerApplicationFormProps {
  /** The plan chosen on a plan card above the form. */
  planId?: string;
  onPlanChange: (planId: string) => void;
  onSubmitted: (result: { id: string; email: string }) => void;
}

export function PartnerApplicationForm({ planId, onPlanChange, onSubmitted }: PartnerApplicationFormProps) {
  const t = useRequestsTexts();
  const check = useCheckMessage();
  const locale = useLocale();
  const plans = usePlans();
  const types = useBusinessTypes();
  const submitApplication = useSubmitPartnerApplication();
  const form = useForm<PartnerApplicationInput, unknown, PartnerApplication>({
    resolver: zodResolver(partnerApplicationSchema),
    defaultValues: {
      ownerName: '',
      email: '',
      phone: '',
      businessName: '',
      businessTypeId: '',
      address: '',
      region: '' as PartnerApplicationInput['region'],
      description: '',
      planId: planId ?? '',
      notes: '',
    },
  });
  const { errors } = form.formState;
  const err = (name: keyof PartnerApplicationInput) => {
    const message = errors[name]?.message;
    return message && check(message);
  };

  useEffect(() => {
    if (planId && planId !== form.getValues('planId'))
      form.setValue('planId', planId, { shouldValidate: form.formState.isSubmitted });
  }, [planId, form]);

  const onValid = (application: PartnerApplication) =>
    submitApplication.mutate(application, {
      onSuccess: (result) => onSubmitted({ id: result.id, email: application.email }),
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: check(errorMessage(error)) }),
    });
  const onInvalid = () => {
    const result = partnerApplicationSchema.safeParse(form.getValues());
    if (!result.success)
      toast.error(MESSAGES.validationErrorTitle, { description: collectMessages(result.error).map(check).join(', ') });
  };
  const planField = form.register('planId');

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="grid gap-5"
      aria-label={t.partnerRequest}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t.you}</legend>
        <InputField
          id="partner-owner"
          label={t.ownerName}
          error={err('ownerName')}
          className="sm:col-span-2"
          autoComplete="name"
          placeholder="Fatoumata Camara"
          {...form.register('ownerName')}
        />
        <InputField
          id="partner-email"
          label={t.email}
          error={err('email')}
          {...EMAIL_INPUT}
          {...form.register('email')}
        />
        <InputField
          id="partner-phone"
          label={t.phone}
          error={err('phone')}
          {...PHONE_INPUT}
          {...form.register('phone')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t.yourBusiness}</legend>
        <InputField
          id="partner-business"
          label={t.businessName}
          error={err('businessName')}
          className="sm:col-span-2"
          autoComplete="organization"
          placeholder="Restaurant Le Baobab"
          {...form.register('businessName')}
        />
        <FormField
          id="partner-type"
          label={t.businessType}
          error={err('businessTypeId') ?? (types.isError ? MESSAGES.businessTypesFetchError : undefined)}
        >
          <Select
            {...fieldProps('partner-type', err('businessTypeId'))}
            disabled={!types.data}
            {...form.register('businessTypeId')}
          >
            <option value="">{types.isPending ? t.loading : t.chooseType}</option>
            {types.data?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="partner-region" label={t.region} error={err('region')}>
          <Select {...fieldProps('partner-region', err('region'))} {...form.register('region')}>
            <option value="">{t.chooseRegion}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </Select>
        </FormField>
        <InputField
          id="partner-address"
          label={t.address}
          error={err('address')}
          hint={t.addressHint}
          className="sm:col-span-2"
          autoComplete="street-address"
          {...form.register('address')}
        />
        <FormField id="partner-description" label={t.description} error={err('description')} className="sm:col-span-2">
          <Textarea
            {...fieldProps('partner-description', err('description'))}
            rows={3}
            placeholder={t.descriptionPlaceholder}
            {...form.register('description')}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t.yourPlan}</legend>
        <FormField
          id="partner-plan"
          label={t.subscriptionPlan}
          error={err('planId') ?? (plans.isError ? check(errorMessage(plans.error)) : undefined)}
        >
          <Select
            {...fieldProps('partner-plan', err('planId'))}
            disabled={!plans.data}
            {...planField}
            onChange={(event) => {
              void planField.onChange(event);
              onPlanChange(event.target.value);
            }}
          >
            <option value="">{plans.isPending ? t.loading : t.choosePlanOption}</option>
            {plans.data?.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {t.planWithPrice(plan.name, formatGNFFull(plan.price, locale))}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="partner-notes"
          label={
            <>
              {t.messageToTeam} <span className="font-normal text-muted-foreground">{t.optional}</span>
            </>
          }
          error={err('notes')}
        >
          <Textarea {...fieldProps('partner-notes', err('notes'))} rows={2} {...form.register('notes')} />
        </FormField>
      </fieldset>

      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={submitApplication.isPending}>
          {submitApplication.isPending ? check(MESSAGES.submitting) : t.sendRequest}
        </Button>
      </div>
    </form>
  );
}
