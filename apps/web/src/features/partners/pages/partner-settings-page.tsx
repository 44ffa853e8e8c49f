import { zodResolver } from '@hookform/resolvers/zod';
import { OPENING_DAYS, type OpeningDay } from '@livra/shared/catalog';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import {
  PARTNER_DELIVERY_FEE_MAX,
  PARTNER_TEXTS,
  type PartnerBusinessProfile,
  type PartnerBusinessSummary,
} from '@livra/shared/partners';
import type { z } from '@livra/shared/zod';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useBusinessProfile, useUpdateBusiness } from '../api';
import { OpenToggle } from '../components/open-toggle';
import { OpeningHoursEditor } from '../components/opening-hours-editor';
import { PartnerPage } from '../components/partner-page';
import { settingsFormSchema, type DayForm, type SettingsFormInput } from '../schemas';
import { useLocale } from '@/lib/i18n';
import { usePartnerMessage, usePartnerTexts } from '../texts';

export default function PartnerSettingsPage() {
  const t = usePartnerTexts();
  return (
    <PartnerPage title={t.settingsTitle} description={t.settingsIntro}>
      {(business) => <Settings business={business} />}
    </PartnerPage>
  );
}

function Settings({ business }: { business: PartnerBusinessSummary }) {
  const t = usePartnerTexts();
  const profile = useBusinessProfile(business.id);
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <div className="space-y-6">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t.now}</CardTitle>
          <CardDescription>{t.nowIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <OpenToggle profile={profile.data} />
        </CardContent>
      </Card>
      <SettingsForm profile={profile.data} />
    </div>
  );
}

const DEFAULT_DAY: DayForm = { open: false, from: '08:00', to: '22:00' };

function formValues(profile: PartnerBusinessProfile): SettingsFormInput {
  const hours = Object.fromEntries(
    OPENING_DAYS.map((day) => {
      const slot = profile.openingHours?.[day];
      return [day, slot ? { open: true, from: slot.open, to: slot.close } : DEFAULT_DAY];
    }),
  ) as Record<OpeningDay, DayForm>;
  return { deliveryFee: String(profile.deliveryFee), deliveryTime: profile.deliveryTime, hours };
}

function SettingsForm({ profile }: { profile: PartnerBusinessProfile }) {
  const t = usePartnerTexts();
  const translate = usePartnerMessage();
  const locale = useLocale();
  const update = useUpdateBusiness();
  const form = useForm<SettingsFormInput, unknown, z.output<typeof settingsFormSchema>>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { businessId: profile.id, changes },
      {
        onSuccess: (saved) => {
          toast.success(translate(PARTNER_TEXTS.settingsSaved));
          form.reset(formValues(saved));
        },
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t.openingHours}</CardTitle>
          <CardDescription>{t.openingHoursIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <OpeningHoursEditor form={form} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.delivery}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="delivery-fee"
            label={t.deliveryFee}
            error={errors.deliveryFee?.message && translate(errors.deliveryFee.message)}
            hint={t.deliveryFeeHint(formatGNFFull(PARTNER_DELIVERY_FEE_MAX, locale))}
          >
            <Input
              {...fieldProps('delivery-fee', errors.deliveryFee?.message)}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('deliveryFee')}
            />
          </FormField>
          <InputField
            id="delivery-time"
            label={t.deliveryDelay}
            error={errors.deliveryTime?.message && translate(errors.deliveryTime.message)}
            hint={t.deliveryDelayHint}
            autoComplete="off"
            {...form.register('deliveryTime')}
          />
        </CardContent>
      </Card>
      {/* On a phone the save button follows the thumb once something changed. */}
      <div
        className={cn(
          form.formState.isDirty &&
            'sticky bottom-0 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-none sm:bg-transparent sm:p-0',
        )}
      >
        <Button
          type="submit"
          size="lg"
          loading={update.isPending}
          disabled={!form.formState.isDirty}
          className="w-full sm:w-auto"
        >
          {t.save}
        </Button>
      </div>
    </form>
  );
}
