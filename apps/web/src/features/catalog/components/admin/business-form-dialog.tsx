import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBusinessCreate, AdminBusinessDetail, PartnerCandidate } from '@livra/shared/admin-businesses';
import { MESSAGES } from '@livra/shared/messages';
import { REGIONS } from '@livra/shared/regions';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
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
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  businessFormFrom,
  businessFormSchema,
  emptyBusinessForm,
  type BusinessForm,
  type BusinessFormValues,
} from '../../admin-business-form';
import { useAdminBusiness, useCreateBusiness, useUpdateBusiness } from '../../admin-api';
import { businessTypesQuery, categoriesQuery } from '../../lists-api';
import { OpeningHoursFields } from './opening-hours-fields';
import { PartnerPicker } from './partner-picker';
import { ToggleField } from './toggle-field';

/** `'new'` opens the add dialog; an id opens the edit dialog on that business; null closes it. */
export type BusinessDialogTarget = 'new' | string | null;

export function BusinessFormDialog({ target, onClose }: { target: BusinessDialogTarget; onClose: () => void }) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const message = useMessage();
  const editedId = target && target !== 'new' ? target : null;
  const edited = useAdminBusiness(editedId);
  // The selects are filled before the form starts, so they show the business's own type and category.
  const types = useQuery(businessTypesQuery);
  const categories = useQuery(categoriesQuery);
  const business = editedId && edited.data?.id === editedId ? edited.data : null;
  const failure = types.isError
    ? { message: message(MESSAGES.businessTypesFetchError), retry: types.refetch }
    : categories.isError
      ? { message: message(MESSAGES.dataLoadError), retry: categories.refetch }
      : editedId && edited.isError
        ? { message: errorMessage(edited.error), retry: edited.refetch }
        : null;
  const ready = types.data && categories.data && (target === 'new' || business);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editedId ? t.editBusiness : t.addBusiness}</DialogTitle>
          <DialogDescription>{editedId ? t.editText : t.addText}</DialogDescription>
        </DialogHeader>
        {failure ? (
          <LoadError error={new ApiError(500, failure.message)} onRetry={() => void failure.retry()} />
        ) : ready ? (
          <BusinessFormBody
            key={business?.id ?? 'new'}
            business={business}
            types={types.data ?? []}
            categories={withOwnCategory(categories.data ?? [], business, t.hiddenCategory)}
            onDone={onClose}
          />
        ) : (
          <div role="status" aria-label={t.loading} className="grid gap-3">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Option = { id: string | number; name: string };

/** The public list holds active categories only: a business in a hidden one keeps it on save. */
function withOwnCategory(categories: Option[], business: AdminBusinessDetail | null, hidden: string): Option[] {
  if (!business?.categoryId || categories.some((category) => category.id === business.categoryId)) return categories;
  return [...categories, { id: business.categoryId, name: business.category ?? hidden }];
}

interface BusinessFormBodyProps {
  business: AdminBusinessDetail | null;
  types: Option[];
  categories: Option[];
  onDone: () => void;
}

function BusinessFormBody({ business, types, categories, onDone }: BusinessFormBodyProps) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const form: BusinessForm = useForm<BusinessFormValues, unknown, AdminBusinessCreate>({
    resolver: zodResolver(businessFormSchema(!business || business.ownerId !== null)),
    defaultValues: business ? businessFormFrom(business) : emptyBusinessForm(),
  });
  const [partner, setPartner] = useState<PartnerCandidate | null>(business?.owner ?? null);
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const errors = form.formState.errors;
  const { register } = form;

  useEffect(() => {
    form.setValue('ownerId', partner?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  }, [partner, form]);

  // Spec 02 §5: the button stays disabled until the name, the address and the type are given.
  const [name, address, typeId, isActive, isOpen] = form.watch([
    'name',
    'address',
    'businessTypeId',
    'isActive',
    'isOpen',
  ]);
  const complete = name.trim() !== '' && address.trim() !== '' && typeId !== '';

  const submit = form.handleSubmit((body) => {
    if (business) {
      update.mutate(
        { id: business.id, changes: body },
        {
          onSuccess: () => {
            toast.success(MESSAGES.businessUpdated);
            onDone();
          },
          onError: (error) => toast.error(MESSAGES.businessUpdateError, { description: errorMessage(error) }),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(MESSAGES.businessAdded);
          onDone();
        },
        onError: (error) =>
          toast.error(MESSAGES.businessAddFailed, { description: errorMessage(error, MESSAGES.businessAddError) }),
      });
    }
  });

  const field = (id: keyof BusinessFormValues) => ({
    ...fieldProps(`business-${id}`, errors[id]?.message),
    ...register(id),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={business ? t.editBusiness : t.addBusinessForm}
      className="grid gap-4"
    >
      <PartnerPicker selected={partner} onSelect={setPartner} error={errors.ownerId?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="business-name" label={t.nameRequired} error={errors.name?.message}>
          <Input {...field('name')} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField id="business-businessTypeId" label={t.typeRequired} error={errors.businessTypeId?.message}>
          <Select {...field('businessTypeId')}>
            <option value="">{t.chooseType}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="business-cuisineType" label={t.cuisineType} error={errors.cuisineType?.message}>
          <Input {...field('cuisineType')} maxLength={100} placeholder={t.cuisinePlaceholder} />
        </FormField>
        <FormField id="business-categoryId" label={t.category} error={errors.categoryId?.message}>
          <Select {...field('categoryId')}>
            <option value="">{t.noCategory}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="business-phone" label={t.phone} error={errors.phone?.message}>
          <Input {...field('phone')} type="tel" autoComplete="off" placeholder="+224 6XX XX XX XX" />
        </FormField>
        <FormField id="business-email" label={t.email} error={errors.email?.message}>
          <Input {...field('email')} type="email" autoComplete="off" />
        </FormField>
        <FormField
          id="business-description"
          label={t.description}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea {...field('description')} maxLength={1000} className="min-h-20" />
        </FormField>
        <FormField id="business-address" label={t.addressRequired} error={errors.address?.message}>
          <Input {...field('address')} maxLength={300} autoComplete="off" />
        </FormField>
        <FormField id="business-region" label={t.region} error={errors.region?.message}>
          <Select {...field('region')}>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </Select>
        </FormField>
        <OpeningHoursFields form={form} />
        <FormField
          id="business-deliveryTime"
          label={t.deliveryTime}
          hint={t.deliveryTimeHint}
          error={errors.deliveryTime?.message}
        >
          <Input {...field('deliveryTime')} maxLength={20} placeholder="30-45 min" />
        </FormField>
        <FormField
          id="business-deliveryFee"
          label={t.deliveryFeeGnf}
          hint={t.deliveryFeeHint}
          error={errors.deliveryFee?.message}
        >
          <Input {...field('deliveryFee')} inputMode="numeric" maxLength={9} />
        </FormField>
        <ToggleField
          id="business-isActive"
          label={t.activeBusiness}
          hint={t.activeHint}
          checked={isActive}
          onChange={(value) => form.setValue('isActive', value, { shouldDirty: true })}
        />
        <ToggleField
          id="business-isOpen"
          label={t.openNow}
          hint={t.openHint}
          checked={isOpen}
          onChange={(value) => form.setValue('isOpen', value, { shouldDirty: true })}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" className="h-11" disabled={!complete} loading={create.isPending || update.isPending}>
          {business ? t.save : t.addTheBusiness}
        </Button>
      </DialogFooter>
    </form>
  );
}
