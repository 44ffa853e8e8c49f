import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_TEXTS, type PartnerBusinessProfile, type PartnerBusinessSummary } from '@livra/shared/partners';
import { REGIONS } from '@livra/shared/regions';
import type { z } from '@livra/shared/zod';
import { ExternalLink, Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { fieldProps, FormField } from '@/components/form-field';
import { Image } from '@/components/image';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useBusinessProfile, useUpdateBusiness } from '../api';
import { ImagePickerButton, useImagePicker } from '../components/image-picker';
import { PartnerPage } from '../components/partner-page';
import { profileFormSchema, type ProfileFormInput } from '../schemas';
import { placeholderKeys } from '@/lib/utils';
import { usePartnerMessage, usePartnerTexts } from '../texts';

export default function PartnerProfilePage() {
  const t = usePartnerTexts();
  return (
    <PartnerPage title={t.profileTitle} description={t.profileIntro}>
      {(business) => <Profile business={business} />}
    </PartnerPage>
  );
}

function Profile({ business }: { business: PartnerBusinessSummary }) {
  const profile = useBusinessProfile(business.id);
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <ProfileSkeleton />;
  return (
    <div className="space-y-6">
      <Pictures profile={profile.data} />
      <ProfileForm profile={profile.data} />
    </div>
  );
}

/** The cover with the logo over it, as on the public page, each with its own upload button. */
function Pictures({ profile }: { profile: PartnerBusinessProfile }) {
  const t = usePartnerTexts();
  // French, as the toast takes it: the picker shows it in the chosen language.
  const cover = useImagePicker(profile.id, 'cover', PARTNER_TEXTS.coverUpdated);
  const logo = useImagePicker(profile.id, 'logo', PARTNER_TEXTS.logoUpdated);
  return (
    <Card className="overflow-hidden">
      <div className="relative">
        <Image
          src={cover.preview ?? profile.coverImage}
          alt={t.coverImage}
          className="aspect-[16/9] max-h-72 w-full sm:aspect-[16/6]"
          eager
          fallback={<Store aria-hidden className="size-10" />}
        />
        <ImagePickerButton
          label={t.changeCover}
          busy={cover.isUploading}
          onPick={cover.pick}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5">
        <Image
          src={logo.preview ?? profile.logo}
          alt={t.logo}
          className="-mt-12 size-20 shrink-0 rounded-2xl border-4 border-card bg-card shadow-md sm:-mt-14 sm:size-24"
          fallback={<Store aria-hidden className="size-8" />}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold">{profile.name}</p>
          <p className="text-sm text-muted-foreground">
            {profile.businessType ?? t.business} · {t.imageFormats}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImagePickerButton
            label={t.changeLogo}
            busy={logo.isUploading}
            onPick={logo.pick}
            className="ring-stone-300"
          />
          <Button asChild variant="outline" className="min-h-11 rounded-full">
            <Link to={`/services/${profile.id}`}>
              <ExternalLink aria-hidden />
              {t.seeMyPage}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: PartnerBusinessProfile }) {
  const t = usePartnerTexts();
  const translate = usePartnerMessage();
  const update = useUpdateBusiness();
  const form = useForm<ProfileFormInput, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: profile.name,
      description: profile.description ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      address: profile.address ?? '',
      region: profile.region as ProfileFormInput['region'],
      cuisineType: profile.cuisineType ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { businessId: profile.id, changes },
      {
        onSuccess: () => {
          toast.success(translate(PARTNER_TEXTS.profileSaved));
          form.reset(form.getValues());
        },
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
      },
    ),
  );

  const error = (name: keyof ProfileFormInput) => {
    const message = errors[name]?.message;
    return message && translate(message);
  };
  const text = (name: keyof ProfileFormInput, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={`business-${name}`} label={label} error={error(name)}>
      <Input {...fieldProps(`business-${name}`, errors[name]?.message)} {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.information}</CardTitle>
        <CardDescription>{t.informationIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {text('name', t.businessName, { autoComplete: 'organization' })}
          {text('cuisineType', t.cuisineType, { placeholder: t.cuisinePlaceholder })}
          <FormField
            id="business-description"
            label={t.description}
            error={error('description')}
            className="sm:col-span-2"
          >
            <Textarea
              {...fieldProps('business-description', errors.description?.message)}
              rows={4}
              placeholder={t.descriptionPlaceholder}
              {...form.register('description')}
            />
          </FormField>
          {text('phone', t.phone, {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: '+224 6XX XX XX XX',
          })}
          {text('email', t.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('address', t.address, { placeholder: t.addressPlaceholder })}
          <FormField id="business-region" label={t.town} error={error('region')}>
            <Select {...fieldProps('business-region', errors.region?.message)} {...form.register('region')}>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:col-span-2">
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
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="aspect-[16/9] max-h-72 w-full sm:aspect-[16/6]" />
      <Card className="space-y-4 p-5">
        {placeholderKeys(4).map((key) => (
          <Skeleton key={key} className="h-11 w-full" />
        ))}
      </Card>
    </div>
  );
}
