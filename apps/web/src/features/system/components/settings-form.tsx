import { MESSAGES } from '@livra/shared/messages';
import {
  BACKUP_FREQUENCIES,
  type BackupFrequency,
  type PlatformSettings,
  platformSettingsInputSchema,
} from '@livra/shared/system';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EMAIL_INPUT, FormField, fieldProps, InputField, PHONE_INPUT } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSaveSettings, useSettings } from '../api';

interface FormValues {
  platformName: string;
  contactEmail: string;
  contactPhone: string;
  defaultDeliveryFee: string;
  defaultDeliveryTime: string;
  backupFrequency: BackupFrequency;
}
type Errors = Partial<Record<keyof FormValues, string>>;

const toForm = (settings: PlatformSettings): FormValues => ({
  platformName: settings.platformName,
  contactEmail: settings.contactEmail ?? '',
  contactPhone: settings.contactPhone ?? '',
  defaultDeliveryFee: String(settings.defaultDeliveryFee),
  defaultDeliveryTime: settings.defaultDeliveryTime,
  backupFrequency: settings.backupFrequency,
});

function Form({ settings }: { settings: PlatformSettings }) {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const message = useMessage();
  const [values, setValues] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fee = values.defaultDeliveryFee.replace(/\s/g, '');
    const parsed = platformSettingsInputSchema.safeParse({
      ...values,
      defaultDeliveryFee: fee === '' || !/^-?\d+(\.\d+)?$/.test(fee) ? Number.NaN : Number(fee),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FormValues;
        next[key] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(toForm(answer.settings));
        toast.success(answer.message);
      },
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <InputField
        id="settings-name"
        label={t.platformName}
        value={values.platformName}
        onChange={set('platformName')}
        error={errors.platformName}
        maxLength={100}
      />
      <InputField
        id="settings-email"
        label={t.contactEmail}
        {...EMAIL_INPUT}
        autoComplete="off"
        value={values.contactEmail}
        onChange={set('contactEmail')}
        error={errors.contactEmail}
      />
      <InputField
        id="settings-phone"
        label={t.contactPhone}
        {...PHONE_INPUT}
        autoComplete="off"
        value={values.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
      />
      <InputField
        id="settings-fee"
        label={t.defaultFee}
        hint={t.defaultFeeHint}
        inputMode="numeric"
        maxLength={9}
        value={values.defaultDeliveryFee}
        onChange={set('defaultDeliveryFee')}
        error={errors.defaultDeliveryFee}
      />
      <InputField
        id="settings-time"
        label={t.defaultTime}
        hint={t.defaultTimeHint}
        maxLength={20}
        value={values.defaultDeliveryTime}
        onChange={set('defaultDeliveryTime')}
        error={errors.defaultDeliveryTime}
      />
      <FormField id="settings-backup" label={t.backupFrequency} error={errors.backupFrequency}>
        <Select
          {...fieldProps('settings-backup', errors.backupFrequency)}
          value={values.backupFrequency}
          onChange={set('backupFrequency')}
        >
          {BACKUP_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t.frequencies[frequency]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden /> {t.save}
        </Button>
      </div>
    </form>
  );
}

/** Platform name and contact, defaults of new businesses, backup frequency. */
export function SettingsForm() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const settings = useSettings();
  return (
    <section aria-labelledby="system-settings" className="space-y-3">
      <h2 id="system-settings" className="text-lg font-bold">
        {t.settings}
      </h2>
      <Card className="p-4">
        {settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <div role="status" aria-label={t.loading} className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <Form key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
        )}
      </Card>
    </section>
  );
}
