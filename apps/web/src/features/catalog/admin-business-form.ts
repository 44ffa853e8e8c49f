import {
  adminBusinessCreateSchema,
  type AdminBusinessCreate,
  type AdminBusinessDetail,
} from '@livra/shared/admin-businesses';
import { OPENING_DAYS, type OpeningDay } from '@livra/shared/catalog';
import { z } from '@livra/shared/zod';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The add and edit dialogs edit text inputs, selects, switches and a row per weekday; the values
 * are turned into the API's body and checked by the shared schema, whose French messages are put
 * back under the right inputs.
 */

export interface DayForm {
  open: boolean;
  from: string;
  to: string;
}

export interface BusinessFormValues {
  ownerId: string;
  name: string;
  businessTypeId: string;
  categoryId: string;
  region: string;
  cuisineType: string;
  phone: string;
  description: string;
  address: string;
  email: string;
  deliveryTime: string;
  deliveryFee: string;
  isActive: boolean;
  isOpen: boolean;
  /** Off: no opening hours given (`null`). */
  hasHours: boolean;
  hours: Record<OpeningDay, DayForm>;
}

const DEFAULT_DAY: DayForm = { open: true, from: '08:00', to: '22:00' };

export function emptyBusinessForm(): BusinessFormValues {
  return {
    ownerId: '',
    name: '',
    businessTypeId: '',
    categoryId: '',
    region: 'Conakry',
    cuisineType: '',
    phone: '',
    description: '',
    address: '',
    email: '',
    // Left empty: the server applies the platform's defaults (System page settings).
    deliveryTime: '',
    deliveryFee: '',
    isActive: true,
    isOpen: true,
    hasHours: false,
    hours: Object.fromEntries(OPENING_DAYS.map((day) => [day, { ...DEFAULT_DAY }])) as Record<OpeningDay, DayForm>,
  };
}

/** The form filled with a stored business, for the edit dialog. */
export function businessFormFrom(business: AdminBusinessDetail): BusinessFormValues {
  const hours = business.openingHours;
  return {
    ownerId: business.ownerId ?? '',
    name: business.name,
    businessTypeId: business.businessTypeId ? String(business.businessTypeId) : '',
    categoryId: business.categoryId ?? '',
    region: business.region,
    cuisineType: business.cuisineType ?? '',
    phone: business.phone ?? '',
    description: business.description ?? '',
    address: business.address ?? '',
    email: business.email ?? '',
    deliveryTime: business.deliveryTime,
    deliveryFee: String(business.deliveryFee),
    isActive: business.isActive,
    isOpen: business.isOpen,
    hasHours: hours !== null,
    hours: Object.fromEntries(
      OPENING_DAYS.map((day) => {
        const slot = hours?.[day];
        return [day, slot ? { open: true, from: slot.open, to: slot.close } : { ...DEFAULT_DAY, open: !hours }];
      }),
    ) as Record<OpeningDay, DayForm>,
  };
}

/** Spec 02 §5: the fee is an integer, and what is not a number becomes 0. */
export function parseDeliveryFee(text: string): number {
  const value = Number.parseInt(text.replace(/\s/g, ''), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Spec 02 §5: the business type id is parsed as an integer; none chosen stays absent. */
function parseTypeId(text: string): number | undefined {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? undefined : value;
}

/**
 * `ownerRequired`: adding always needs a partner (spec 02 §5); an approved application not yet
 * given its account has no owner, and editing it may leave it so (the requests page creates it).
 */
export const businessFormSchema = (ownerRequired: boolean) =>
  z.custom<BusinessFormValues>().transform((form, ctx): AdminBusinessCreate => {
    const schema = ownerRequired ? adminBusinessCreateSchema : adminBusinessCreateSchema.partial({ ownerId: true });
    const payload = {
      ownerId: form.ownerId || undefined,
      name: form.name,
      businessTypeId: parseTypeId(form.businessTypeId),
      categoryId: form.categoryId || null,
      region: form.region,
      cuisineType: form.cuisineType,
      phone: form.phone,
      description: form.description,
      address: form.address,
      email: form.email,
      // Empty means "the platform's default" when adding, "unchanged" when editing.
      deliveryTime: form.deliveryTime.trim() || undefined,
      deliveryFee: form.deliveryFee.trim() ? parseDeliveryFee(form.deliveryFee) : undefined,
      isActive: form.isActive,
      isOpen: form.isOpen,
      openingHours: form.hasHours
        ? Object.fromEntries(
            OPENING_DAYS.map((day) => {
              const slot = form.hours[day];
              return [day, slot.open ? { open: slot.from, close: slot.to } : null];
            }),
          )
        : null,
    };
    const result = schema.safeParse(payload);
    if (result.success) return result.data as AdminBusinessCreate;
    for (const issue of result.error.issues) {
      const [field, day, part] = issue.path as string[];
      // A day's "closes before it opens" sits on the whole day: show it under the closing time.
      const path = field === 'openingHours' ? ['hours', day ?? 'monday', part === 'open' ? 'from' : 'to'] : [field];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

export type BusinessForm = UseFormReturn<BusinessFormValues, unknown, AdminBusinessCreate>;
