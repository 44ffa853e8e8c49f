import { businessUpdateSchema } from '@livra/shared/partner-schemas';
import type { OpeningDay } from '@livra/shared/catalog';
import { z } from '@livra/shared/zod';
import type { UseFormReturn } from 'react-hook-form';

/** The profile form: the shared rules of PATCH /api/partner/businesses/{id}, for these fields. */
export const profileFormSchema = businessUpdateSchema.pick({
  name: true,
  description: true,
  phone: true,
  email: true,
  address: true,
  region: true,
  cuisineType: true,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

const settingsPayloadSchema = businessUpdateSchema.pick({ deliveryFee: true, deliveryTime: true, openingHours: true });

export interface DayForm {
  open: boolean;
  from: string;
  to: string;
}
export interface SettingsFormInput {
  deliveryFee: string;
  deliveryTime: string;
  hours: Record<OpeningDay, DayForm>;
}

/**
 * The settings form edits text inputs and a switch per day; it is turned into the API's
 * shape and checked by the shared schema, whose messages are put back on the right inputs.
 */
export const settingsFormSchema = z
  .object({
    deliveryFee: z.string(),
    deliveryTime: z.string(),
    hours: z.record(z.string(), z.object({ open: z.boolean(), from: z.string(), to: z.string() })),
  })
  .transform((form, ctx) => {
    const fee = form.deliveryFee.replace(/\s/g, '');
    const payload = {
      deliveryFee: fee === '' || !/^-?\d+(\.\d+)?$/.test(fee) ? Number.NaN : Number(fee),
      deliveryTime: form.deliveryTime,
      openingHours: Object.fromEntries(
        Object.entries(form.hours).map(([day, slot]) => [day, slot.open ? { open: slot.from, close: slot.to } : null]),
      ),
    };
    const result = settingsPayloadSchema.safeParse(payload);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [field, day, part] = issue.path as string[];
      // A day's "closes before it opens" sits on the whole day: show it under the closing time.
      const path = field === 'openingHours' ? ['hours', day, part === 'open' ? 'from' : 'to'] : [field];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, z.output<typeof settingsFormSchema>>;
