import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { PartnerBusinessProfile, PartnerBusinessSummary } from '@livra/shared/partners';
import { PARTNER_TEXTS } from '@livra/shared/partners';
import { REGIONS } from '@livra/shared/regions';
import type { z } from '@livra/shared/zod';
import { ExternalLink, Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
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

export default function PartnerProfilePage() {
  return (
    <PartnerPage title="Profil du commerce" description="Ce que vos clients voient de votre commerce sur Livra.">
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
  const cover = useImagePicker(profile.id, 'cover', PARTNER_TEXTS.coverUpdated);
  const logo = useImagePicker(profile.id, 'logo', PARTNER_TEXTS.logoUpdated);
  return (
    <Card className="overflow-hidden">
      <div className="relative">
        <Image
          src={cover.preview ?? profile.coverImage}
          alt="Image de couverture"
          className="aspect-[16/9] max-h-72 w-full sm:aspect-[16/6]"
          eager
          fallback={<Store aria-hidden className="size-10" />}
        />
        <ImagePickerButton
          label="Changer la couverture"
          busy={cover.isUploading}
          onPick={cover.pick}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5">
        <Image
          src={logo.preview ?? profile.logo}
          alt="Logo"
          className="-mt-12 size-20 shrink-0 rounded-2xl border-4 border-card bg-card shadow-md sm:-mt-14 sm:size-24"
          fallback={<Store aria-hidden className="size-8" />}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold">{profile.name}</p>
          <p className="text-sm text-muted-foreground">
            {profile.businessType ?? 'Commerce'} · JPG, PNG, WebP ou GIF, 5 Mo au plus
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImagePickerButton
            label="Changer le logo"
            busy={logo.isUploading}
            onPick={logo.pick}
            className="ring-input"
          />
          <Button asChild variant="outline" className="min-h-11 rounded-full">
            <Link to={`/services/${profile.id}`}>
              <ExternalLink aria-hidden />
              Voir ma page
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: PartnerBusinessProfile }) {
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
          toast.success(PARTNER_TEXTS.profileSaved);
          form.reset(form.getValues());
        },
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
      },
    ),
  );

  const text = (name: keyof ProfileFormInput, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={`business-${name}`} label={label} error={errors[name]?.message}>
      <Input {...fieldProps(`business-${name}`, errors[name]?.message)} {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations</CardTitle>
        <CardDescription>Nom, présentation et contact de votre commerce.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Nom du commerce', { autoComplete: 'organization' })}
          {text('cuisineType', 'Type de cuisine ou spécialité', {
            placeholder: 'ex. Guinéenne, Grillades, Pâtisserie',
          })}
          <FormField
            id="business-description"
            label="Description"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <Textarea
              {...fieldProps('business-description', errors.description?.message)}
              rows={4}
              placeholder="Ce que vous proposez, ce qui fait votre réputation…"
              {...form.register('description')}
            />
          </FormField>
          {text('phone', 'Téléphone', {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: '+224 6XX XX XX XX',
          })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('address', 'Adresse et repère', { placeholder: 'ex. Kaloum, en face de la grande mosquée' })}
          <FormField id="business-region" label="Ville" error={errors.region?.message}>
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
              Enregistrer
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
