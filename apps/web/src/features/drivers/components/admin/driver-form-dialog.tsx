import {
  adminDriverCreateSchema,
  adminDriverUpdateSchema,
  type AdminDriver,
  type AdminDriverCreate,
  type AdminDriverUpdate,
} from '@livra/shared/admin-drivers';
import { DRIVER_TYPES, VEHICLE_TYPES } from '@livra/shared/drivers';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCreateDriver, useDriverBusinesses, useUpdateDriver } from '../../admin-api';
import { PasswordField } from './password-field';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  driverType: 'independent' | 'service';
  businessId: string;
  vehicleType: string;
  vehiclePlate: string;
}
type Field = keyof FormValues;

const toForm = (driver: AdminDriver | null): FormValues => ({
  name: driver?.name ?? '',
  email: driver?.email ?? '',
  phone: driver?.phone ?? '',
  password: '',
  driverType: driver?.driverType ?? 'independent',
  businessId: driver?.businessId ?? '',
  vehicleType: driver?.vehicleType ?? 'Moto',
  vehiclePlate: driver?.vehiclePlate ?? '',
});

const withoutPassword = ({ password: _password, ...rest }: FormValues) => rest;

/**
 * The spec's rules, in its order, from the shared schema: one message at a time, under its field,
 * like the server's answer.
 */
function resolverFor(editing: boolean): Resolver<FormValues> {
  return async (values) => {
    const parsed = editing
      ? adminDriverUpdateSchema.safeParse(withoutPassword(values))
      : adminDriverCreateSchema.safeParse(values);
    if (parsed.success) return { values, errors: {} };
    const issue = parsed.error.issues[0];
    const field = (issue.path[0] ?? 'name') as Field;
    return { values: {}, errors: { [field]: { type: 'validation', message: issue.message } } };
  };
}

/** Which field a refusal of the server is about, so its message shows there. */
const FIELD_OF_CODE: Record<string, Field> = {
  email_taken: 'email',
  driver_email_taken: 'email',
  driver_phone_taken: 'phone',
  business_not_found: 'businessId',
  business_required: 'businessId',
};

interface DriverFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The driver to edit; null adds a new one. */
  driver: AdminDriver | null;
}

/** The add-driver dialog (spec 02 §2) and its edit twin: personal details, driver type, vehicle. */
export function DriverFormDialog({ open, onOpenChange, driver }: DriverFormDialogProps) {
  const editing = driver !== null;
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const businesses = useDriverBusinesses();
  const pending = create.isPending || update.isPending;
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const message = useMessage();
  const form = useForm<FormValues>({ resolver: resolverFor(editing), defaultValues: toForm(driver) });
  useEffect(() => {
    if (open) form.reset(toForm(driver));
  }, [open, driver, form]);
  const { errors } = form.formState;
  const error = (name: Field) => errors[name]?.message;
  const driverType = form.watch('driverType');

  const onError = (failure: unknown, fallback?: string) => {
    const field = failure instanceof ApiError && failure.code ? FIELD_OF_CODE[failure.code] : undefined;
    if (field) form.setError(field, { type: 'server', message: failure instanceof Error ? failure.message : '' });
    // A refusal says why; a server or network failure of the creation says the spec's words.
    const refused = failure instanceof ApiError && !failure.isNetworkError && failure.status < 500;
    toast.error(MESSAGES.errorTitle, { description: refused || !fallback ? errorMessage(failure) : fallback });
  };
  const done = (message: string) => {
    toast.success(message);
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) => {
    if (driver) {
      const body: AdminDriverUpdate = adminDriverUpdateSchema.parse(withoutPassword(values));
      update.mutate(
        { id: driver.id, body },
        { onSuccess: () => done(MESSAGES.driverUpdated), onError: (failure) => onError(failure) },
      );
    } else {
      const body: AdminDriverCreate = adminDriverCreateSchema.parse(values);
      create.mutate(body, {
        onSuccess: () => done(MESSAGES.driverCreated),
        onError: (failure) => onError(failure, MESSAGES.driverCreateError),
      });
    }
  });

  const options = businesses.data ?? [];
  const current = form.watch('businessId');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t.editTitle : t.addDriver}</DialogTitle>
          <DialogDescription>{editing ? t.editText : t.addText}</DialogDescription>
        </DialogHeader>
        <form id="driver-form" onSubmit={submit} noValidate className="grid gap-6">
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">{t.personalInfo}</legend>
            <FormField id="driver-name" label={t.fullName} error={error('name')}>
              <Input {...fieldProps('driver-name', error('name'))} autoComplete="off" {...form.register('name')} />
            </FormField>
            <FormField id="driver-email" label={t.email} error={error('email')}>
              <Input
                {...fieldProps('driver-email', error('email'))}
                type="email"
                autoComplete="off"
                placeholder={t.emailPlaceholder}
                {...form.register('email')}
              />
            </FormField>
            <FormField id="driver-phone" label={t.phone} error={error('phone')}>
              <Input
                {...fieldProps('driver-phone', error('phone'))}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="+224 6XX XX XX XX"
                {...form.register('phone')}
              />
            </FormField>
            {!editing && (
              <PasswordField
                id="driver-password"
                label={t.password}
                error={error('password')}
                registration={form.register('password')}
                onGenerate={(password) =>
                  form.setValue('password', password, { shouldValidate: form.formState.isSubmitted })
                }
              />
            )}
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-base font-semibold">{t.driverType}</legend>
            <div role="radiogroup" aria-label={t.driverType} className="grid gap-2 sm:grid-cols-2">
              {DRIVER_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted focus-within:border-ring',
                    driverType === type && 'border-primary bg-brand-50',
                  )}
                >
                  <input type="radio" value={type} className="size-4" {...form.register('driverType')} />
                  <span className="font-medium">{t.driverTypes[type]}</span>
                </label>
              ))}
            </div>
            {driverType === 'service' && (
              <FormField id="driver-business" label={t.serviceBusiness} error={error('businessId')}>
                <Select {...fieldProps('driver-business', error('businessId'))} {...form.register('businessId')}>
                  <option value="">{t.chooseBusiness}</option>
                  {/* A driver's business stays choosable even when the list was cut at 100. */}
                  {driver?.businessId && !options.some((b) => b.id === driver.businessId) && (
                    <option value={driver.businessId}>{driver.businessName ?? t.currentBusiness}</option>
                  )}
                  {options.map((business) => (
                    <option key={business.id} value={business.id}>
                      {business.name}
                      {business.isActive ? '' : t.inactiveSuffix}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
            {driverType === 'service' && businesses.isError && !current && (
              <p className="text-sm text-destructive">{message(MESSAGES.dataLoadError)}</p>
            )}
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">{t.vehicleInfo}</legend>
            <FormField id="driver-vehicle" label={t.vehicleType} error={error('vehicleType')}>
              <Select {...fieldProps('driver-vehicle', error('vehicleType'))} {...form.register('vehicleType')}>
                {VEHICLE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="driver-plate"
              label={
                <>
                  {t.plate} <span className="font-normal text-muted-foreground">{t.optional}</span>
                </>
              }
              error={error('vehiclePlate')}
            >
              <Input
                {...fieldProps('driver-plate', error('vehiclePlate'))}
                autoCapitalize="characters"
                placeholder="RC-1234-A"
                {...form.register('vehiclePlate')}
              />
            </FormField>
          </fieldset>
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="driver-form" className="h-11" loading={pending}>
            {editing ? t.save : t.addSubmit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
