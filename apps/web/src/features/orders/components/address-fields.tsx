import { CART_UI } from '@livra/shared/ui/cart';
import type { CustomerAddress } from '@livra/shared/customers';
import { MapPin, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useMessage, useTexts } from '@/lib/i18n';

export const NEW_ADDRESS = 'new';

export interface CheckoutValues {
  deliveryMethod: 'delivery' | 'pickup';
  /** A saved address id, or NEW_ADDRESS. */
  addressId: string;
  deliveryAddress: string;
  landmark: string;
  deliveryInstructions: string;
}

/**
 * Where to deliver: one of the customer's saved addresses or a new one. Many Conakry addresses
 * are given by landmark, so the new address asks for one.
 */
export function AddressFields({
  form,
  addresses,
}: {
  form: UseFormReturn<CheckoutValues>;
  addresses: CustomerAddress[] | undefined;
}) {
  const { errors } = form.formState;
  const chosen = form.watch('addressId');
  const t = useTexts('cart', CART_UI);
  const message = useMessage();

  return (
    <div className="space-y-4">
      {addresses === undefined ? (
        <Skeleton className="h-16 w-full rounded-lg" />
      ) : (
        addresses.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t.myAddresses}</legend>
            {addresses.map((address) => (
              <Choice key={address.id} value={address.id} checked={chosen === address.id} form={form}>
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0">
                  <span className="block font-semibold">{address.label}</span>
                  <span className="block text-sm">
                    {address.address}
                    {address.address.toLowerCase().includes(address.city.toLowerCase()) ? '' : `, ${address.city}`}
                  </span>
                  {address.landmark && (
                    <span className="block text-sm text-muted-foreground">{t.landmarkOf(address.landmark)}</span>
                  )}
                </span>
              </Choice>
            ))}
            <Choice value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} form={form}>
              <Plus aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="font-semibold">{t.otherAddress}</span>
            </Choice>
          </fieldset>
        )
      )}
      {errors.addressId?.message && (
        <p role="alert" className="text-sm text-destructive">
          {message(errors.addressId.message)}
        </p>
      )}

      {chosen === NEW_ADDRESS && (
        <div className="grid gap-4">
          <InputField
            id="checkout-address"
            label={t.addressLabel}
            error={errors.deliveryAddress?.message}
            autoComplete="street-address"
            maxLength={300}
            placeholder={t.addressPlaceholder}
            {...form.register('deliveryAddress')}
          />
          <InputField
            id="checkout-landmark"
            label={t.landmarkLabel}
            error={errors.landmark?.message}
            hint={t.landmarkHint}
            maxLength={200}
            placeholder={t.landmarkPlaceholder}
            {...form.register('landmark')}
          />
        </div>
      )}
    </div>
  );
}

function Choice({
  value,
  checked,
  form,
  children,
}: {
  value: string;
  checked: boolean;
  form: UseFormReturn<CheckoutValues>;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-brand-50' : 'hover:bg-muted',
      )}
    >
      <input
        type="radio"
        value={value}
        className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
        {...form.register('addressId')}
      />
      {children}
    </label>
  );
}

/** Instructions for the driver or the business, whatever the method. */
export function InstructionsField({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const error = form.formState.errors.deliveryInstructions?.message;
  const t = useTexts('cart', CART_UI);
  return (
    <FormField id="checkout-instructions" label={t.instructionsOptional} error={error}>
      <Textarea
        {...fieldProps('checkout-instructions', error)}
        rows={2}
        maxLength={500}
        placeholder={t.orderInstructionsPlaceholder}
        {...form.register('deliveryInstructions')}
      />
    </FormField>
  );
}
