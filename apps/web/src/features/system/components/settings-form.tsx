import { MESSAGES } from '@livra/shared/messages';
import {
  BACKUP_FREQUENCIES,
  BACKUP_FREQUENCY_LABELS,
  type BackupFrequency,
  type PlatformSettings,
  platformSettingsInputSchema,
} from '@livra/shared/system';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EMAIL_INPUT, FormField, fieldProps, InputField, PHONE_INPUT } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
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
        next[key] ??= issue.message;
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
        label="Nom de la plateforme"
        value={values.platformName}
        onChange={set('platformName')}
        error={errors.platformName}
        maxLength={100}
      />
      <InputField
        id="settings-email"
        label="E-mail de contact"
        {...EMAIL_INPUT}
        autoComplete="off"
        value={values.contactEmail}
        onChange={set('contactEmail')}
        error={errors.contactEmail}
      />
      <InputField
        id="settings-phone"
        label="Téléphone de contact"
        {...PHONE_INPUT}
        autoComplete="off"
        value={values.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
      />
      <InputField
        id="settings-fee"
        label="Frais de livraison par défaut (GNF)"
        hint="Pour les nouveaux commerces créés sans frais."
        inputMode="numeric"
        maxLength={9}
        value={values.defaultDeliveryFee}
        onChange={set('defaultDeliveryFee')}
        error={errors.defaultDeliveryFee}
      />
      <InputField
        id="settings-time"
        label="Délai de livraison par défaut"
        hint="Par exemple 30-45 min."
        maxLength={20}
        value={values.defaultDeliveryTime}
        onChange={set('defaultDeliveryTime')}
        error={errors.defaultDeliveryTime}
      />
      <FormField id="settings-backup" label="Fréquence des sauvegardes" error={errors.backupFrequency}>
        <Select
          {...fieldProps('settings-backup', errors.backupFrequency)}
          value={values.backupFrequency}
          onChange={set('backupFrequency')}
        >
          {BACKUP_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {BACKUP_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden /> Enregistrer
        </Button>
      </div>
    </form>
  );
}

/** Platform name and contact, defaults of new businesses, backup frequency. */
export function SettingsForm() {
  const settings = useSettings();
  return (
    <section aria-labelledby="system-settings" className="space-y-3">
      <h2 id="system-settings" className="text-lg font-bold">
        Paramètres généraux
      </h2>
      <Card className="p-4">
        {settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <div role="status" aria-label="Chargement…" className="space-y-3">
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
