import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, profileUpdateSchema, todayInGuinea, type CustomerProfile } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField, PHONE_INPUT } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from '../messages';

// The form always sends a name; the API also accepts partial updates.
const formSchema = profileUpdateSchema.required({ name: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (profile: CustomerProfile): FormInput => ({
  name: profile.name,
  phoneNumber: profile.phoneNumber ?? '',
  address: profile.address ?? '',
  dateOfBirth: profile.dateOfBirth ?? '',
  gender: profile.gender ?? '',
});

/** Name, phone, address, date of birth and gender; the e-mail is the sign-in and stays as it is. */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const update = useUpdateProfile();
  const customerMessage = useCustomerMessage();
  const t = useTexts('customers', CUSTOMERS_UI);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), values: toForm(profile) });
  const { errors, isDirty } = form.formState;
  const error = (name: keyof FormInput) => customerMessage(errors[name]?.message);

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        toast.success(t.toasts.profileUpdated);
      },
      onError: (failure) =>
        toast.error(MESSAGES.errorTitle, {
          description: customerMessage(errorMessage(failure, MESSAGES.profileUpdateError)),
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.personalInfo}</CardTitle>
        <CardDescription>{t.personalInfoText}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
          <InputField
            id="profile-name"
            label={t.fullName}
            error={error('name')}
            className="sm:col-span-2"
            autoComplete="name"
            {...form.register('name')}
          />
          <FormField id="profile-email" label={t.email} hint={t.emailHint}>
            <Input id="profile-email" value={profile.email} readOnly disabled />
          </FormField>
          <InputField
            id="profile-phone"
            label={t.phone}
            error={error('phoneNumber')}
            {...PHONE_INPUT}
            {...form.register('phoneNumber')}
          />
          <InputField
            id="profile-address"
            label={t.address}
            error={error('address')}
            className="sm:col-span-2"
            autoComplete="street-address"
            placeholder={t.addressPlaceholder}
            {...form.register('address')}
          />
          <InputField
            id="profile-birth"
            label={t.birthDate}
            error={error('dateOfBirth')}
            type="date"
            max={todayInGuinea()}
            {...form.register('dateOfBirth')}
          />
          <FormField id="profile-gender" label={t.gender} error={error('gender')}>
            <Select {...fieldProps('profile-gender', error('gender'))} {...form.register('gender')}>
              <option value="">{t.genderUnset}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t.genders[gender]}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" className="h-11" loading={update.isPending} disabled={!isDirty}>
              {t.save}
            </Button>
            {isDirty && (
              <Button type="button" variant="ghost" className="h-11" onClick={() => form.reset(toForm(profile))}>
                {t.cancel}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
