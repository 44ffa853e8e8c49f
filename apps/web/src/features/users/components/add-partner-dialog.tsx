import { zodResolver } from '@hookform/resolvers/zod';
import { newPartnerSchema, type NewPartner, type NewPartnerInput } from '@livra/shared/admin-new-partner';
import { GENDERS } from '@livra/shared/customers';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { REGIONS } from '@livra/shared/regions';
import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { UserPlus } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { type FieldPath, useForm, type UseFormReturn } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAddPartner, useBusinessTypeOptions } from './add-partner-api';

type Form = UseFormReturn<NewPartnerInput, unknown, NewPartner>;

const EMPTY: NewPartnerInput = {
  name: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  gender: '',
  bio: '',
  address: '',
  city: 'Conakry',
  postalCode: '',
  country: 'Guinée',
  website: '',
  socialMedia: '',
  isActive: true,
  isVerified: false,
  businessName: '',
  businessTypeId: '',
  businessPhone: '',
  businessEmail: '',
  businessDescription: '',
  businessAddress: '',
  password: '',
  confirmPassword: '',
};

/** The message of a field, whatever its nesting. */
function errorOf(form: Form, name: FieldPath<NewPartnerInput>): string | undefined {
  return (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'form' | 'name'> {
  form: Form;
  name: FieldPath<NewPartnerInput>;
  label: ReactNode;
  hint?: ReactNode;
}

function TextField({ form, name, label, hint, className, ...input }: TextFieldProps) {
  const id = `new-partner-${name}`;
  const error = errorOf(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldProps(id, error)} {...input} {...form.register(name)} />
    </FormField>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * « Ajouter un Partenaire » (spec 02 §2, §5): the partner, their business and a password the admin
 * chooses and gives them. The server creates the account, the business and its menu categories
 * together. Renders its own trigger button.
 */
export function AddPartnerDialog() {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const types = useBusinessTypeOptions(open);
  const add = useAddPartner();
  const form: Form = useForm<NewPartnerInput, unknown, NewPartner>({
    resolver: zodResolver(newPartnerSchema),
    defaultValues: EMPTY,
  });

  const change = (next: boolean) => {
    if (add.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setPhoto(null);
      setPhotoError(null);
    }
  };

  /** The same limits as the server, said before anything is sent. */
  const choosePhoto = (file: File | null) => {
    setPhoto(null);
    if (!file) return setPhotoError(null);
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return setPhotoError(t.upload.fileType);
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setPhotoError(t.upload.fileTooLarge);
    setPhotoError(null);
    setPhoto(file);
  };

  const submit = form.handleSubmit((values) =>
    add.mutate(
      { body: values, photo },
      {
        onSuccess: (result) => {
          toast.success(MESSAGES.partnerAdded);
          if (result.photoError) toast.warning(t.photoNotSaved, { description: result.photoError });
          form.reset(EMPTY);
          setPhoto(null);
          setOpen(false);
        },
        onError: (error) => {
          const message = errorMessage(error, MESSAGES.partnerAddError);
          form.setError('root', { message });
          toast.error(MESSAGES.errorTitle, { description: message });
        },
      },
    ),
  );
  const error = (name: FieldPath<NewPartnerInput>) => errorOf(form, name);

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button className="h-11">
          <UserPlus aria-hidden /> {t.addPartner}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.addPartner}</DialogTitle>
          <DialogDescription>{t.addPartnerText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label={t.addPartner}>
          <Section title={t.thePartner}>
            <TextField form={form} name="name" label={t.fullName} autoComplete="off" maxLength={100} />
            <TextField
              form={form}
              name="email"
              label={t.emailRequired}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
            <TextField
              form={form}
              name="phoneNumber"
              label={t.phoneRequired}
              type="tel"
              placeholder="+224 6XX XX XX XX"
            />
            <TextField form={form} name="dateOfBirth" label={t.dateOfBirth} type="date" />
            <FormField id="new-partner-gender" label={t.gender} error={error('gender')}>
              <Select {...fieldProps('new-partner-gender', error('gender'))} {...form.register('gender')}>
                <option value="">{t.genderUnsaid}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t.genders[gender]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="new-partner-photo"
              label={t.profilePhoto}
              error={photoError ?? undefined}
              hint={t.photoHint}
              className="sm:col-span-2"
            >
              <Input
                {...fieldProps('new-partner-photo', photoError ?? undefined)}
                type="file"
                accept={IMAGE_UPLOAD_TYPES.join(',')}
                className="h-auto py-2"
                onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
              />
            </FormField>
            <FormField id="new-partner-bio" label={t.bio} error={error('bio')} className="sm:col-span-2">
              <Textarea
                {...fieldProps('new-partner-bio', error('bio'))}
                maxLength={1000}
                className="min-h-20"
                {...form.register('bio')}
              />
            </FormField>
          </Section>

          <Section title={t.addressSection}>
            <TextField form={form} name="address" label={t.address} className="sm:col-span-2" maxLength={300} />
            <FormField id="new-partner-city" label={t.city} error={error('city')}>
              <Select {...fieldProps('new-partner-city', error('city'))} {...form.register('city')}>
                {REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </Select>
            </FormField>
            <TextField form={form} name="postalCode" label={t.postalCode} maxLength={20} />
            <TextField form={form} name="country" label={t.country} maxLength={60} />
            <TextField form={form} name="website" label={t.website} type="url" placeholder="https://" />
            <TextField
              form={form}
              name="socialMedia"
              label={t.socialMedia}
              className="sm:col-span-2"
              placeholder={t.socialMediaPlaceholder}
              maxLength={300}
            />
          </Section>

          <Section title={t.theBusiness}>
            <TextField form={form} name="businessName" label={t.businessName} maxLength={120} />
            <FormField id="new-partner-businessTypeId" label={t.businessType} error={error('businessTypeId')}>
              <Select
                {...fieldProps('new-partner-businessTypeId', error('businessTypeId'))}
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
            <TextField form={form} name="businessPhone" label={t.businessPhone} type="tel" />
            <TextField form={form} name="businessEmail" label={t.businessEmail} type="email" inputMode="email" />
            <TextField
              form={form}
              name="businessAddress"
              label={t.businessAddress}
              className="sm:col-span-2"
              maxLength={300}
            />
            <FormField
              id="new-partner-businessDescription"
              label={t.businessDescription}
              error={error('businessDescription')}
              className="sm:col-span-2"
            >
              <Textarea
                {...fieldProps('new-partner-businessDescription', error('businessDescription'))}
                maxLength={1000}
                className="min-h-20"
                {...form.register('businessDescription')}
              />
            </FormField>
          </Section>

          <Section title={t.accountSection}>
            <TextField
              form={form}
              name="password"
              label={t.password}
              type="password"
              autoComplete="new-password"
              hint={t.passwordHint}
            />
            <TextField
              form={form}
              name="confirmPassword"
              label={t.confirmPassword}
              type="password"
              autoComplete="new-password"
            />
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
              <input type="checkbox" className="size-5 accent-brand-600" {...form.register('isActive')} />
              {t.activeAccount}
            </label>
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
              <input type="checkbox" className="size-5 accent-brand-600" {...form.register('isVerified')} />
              {t.verifiedPartner}
            </label>
          </Section>

          {form.formState.errors.root?.message && (
            <p role="alert" className="text-sm text-destructive">
              {form.formState.errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" onClick={() => change(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" className="h-11" loading={add.isPending}>
              {t.addThePartner}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
