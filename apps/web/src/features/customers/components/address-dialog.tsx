import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, type CustomerAddress } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { REGIONS } from '@livra/shared/regions';
import type { z } from '@livra/shared/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveAddress } from '../api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from '../messages';

type FormInput = z.input<typeof addressSchema>;
type FormOutput = z.output<typeof addressSchema>;

const toForm = (address: CustomerAddress | null): FormInput => ({
  label: address?.label ?? '',
  address: address?.address ?? '',
  landmark: address?.landmark ?? '',
  city: (address?.city as FormInput['city']) ?? 'Conakry',
  phone: address?.phone ?? '',
  instructions: address?.instructions ?? '',
});

interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; null adds a new one. */
  address: CustomerAddress | null;
}

export function AddressDialog({ open, onOpenChange, address }: AddressDialogProps) {
  const save = useSaveAddress();
  const customerMessage = useCustomerMessage();
  const t = useTexts('customers', CUSTOMERS_UI);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: toForm(address),
  });
  // Each opening starts from the address being edited (or a blank one), not from the last attempt.
  useEffect(() => {
    if (open) form.reset(toForm(address));
  }, [open, address, form]);
  const { errors } = form.formState;
  const error = (name: keyof FormInput) => customerMessage(errors[name]?.message);

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: address?.id, body },
      {
        onSuccess: () => {
          toast.success(t.toasts.addressSaved);
          onOpenChange(false);
        },
        onError: (failure) => toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(failure)) }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{address ? t.editAddress : t.newAddress}</DialogTitle>
          <DialogDescription>{t.addressDialogText}</DialogDescription>
        </DialogHeader>
        <form id="address-form" onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
          <InputField
            id="address-label"
            label={t.addressName}
            error={error('label')}
            list="address-label-ideas"
            placeholder={t.addressNamePlaceholder}
            {...form.register('label')}
          />
          <datalist id="address-label-ideas">
            {t.labelIdeas.map((idea) => (
              <option key={idea} value={idea} />
            ))}
          </datalist>
          <FormField id="address-city" label={t.city} error={error('city')}>
            <Select {...fieldProps('address-city', error('city'))} {...form.register('city')}>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </Select>
          </FormField>
          <InputField
            id="address-address"
            label={t.addressDistrict}
            error={error('address')}
            className="sm:col-span-2"
            autoComplete="street-address"
            placeholder={t.addressDistrictPlaceholder}
            {...form.register('address')}
          />
          <InputField
            id="address-landmark"
            label={t.landmark}
            error={error('landmark')}
            hint={t.landmarkHint}
            className="sm:col-span-2"
            placeholder={t.landmarkPlaceholder}
            {...form.register('landmark')}
          />
          <InputField
            id="address-phone"
            label={t.phoneOnSite}
            error={error('phone')}
            type="tel"
            inputMode="tel"
            placeholder="+224 6XX XX XX XX"
            {...form.register('phone')}
          />
          <FormField
            id="address-instructions"
            label={t.driverInstructions}
            error={error('instructions')}
            className="sm:col-span-2"
          >
            <Textarea
              {...fieldProps('address-instructions', error('instructions'))}
              rows={2}
              className="min-h-16"
              placeholder={t.driverInstructionsPlaceholder}
              {...form.register('instructions')}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="address-form" className="h-11" loading={save.isPending}>
            {t.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
