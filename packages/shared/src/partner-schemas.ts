import { OPENING_DAYS, OPENING_DAY_LABELS, type OpeningDay } from './catalog';
import { clearable, optionalPhone } from './customers';
import { DEFAULT_PERIOD, PERIODS } from './dates';
import { MESSAGES } from './messages';
import { PARTNER_DELIVERY_FEE_MAX, PARTNER_TEXTS } from './partners';
import { REGIONS } from './regions';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';
import { weeklyHoursSchema } from './reservations';
import { gnf, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/** Partner dashboard input, checked the same way by the server routes and the web forms. */

export const partnerStatsQuerySchema = z.object({
  period: z.enum(PERIODS, { error: PARTNER_TEXTS.invalidPeriod }).default(DEFAULT_PERIOD),
});

// --- Profile and settings ------------------------------------------------------------------

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string({ error: PARTNER_TEXTS.timeInvalid }).regex(TIME, PARTNER_TEXTS.timeInvalid);

/** One weekday: `{ open, close }` (HH:mm, closing after opening) or null when closed all day. */
const openingDaySchema = z
  .object({ open: timeOfDay, close: timeOfDay }, { error: PARTNER_TEXTS.hoursInvalid })
  .strict()
  .nullable();

export const openingHoursSchema = z
  .object(
    Object.fromEntries(OPENING_DAYS.map((day) => [day, openingDaySchema.optional()])) as Record<
      OpeningDay,
      z.ZodOptional<typeof openingDaySchema>
    >,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? PARTNER_TEXTS.unknownDay : PARTNER_TEXTS.hoursInvalid) },
  )
  .strict()
  .superRefine((hours, ctx) => {
    for (const day of OPENING_DAYS) {
      const slot = hours[day];
      // Valid HH:mm strings compare in time order; malformed ones already have their message.
      if (slot && TIME.test(slot.open) && TIME.test(slot.close) && slot.close <= slot.open) {
        ctx.addIssue({ code: 'custom', path: [day], message: PARTNER_TEXTS.closeBeforeOpen(OPENING_DAY_LABELS[day]) });
      }
    }
  });
export type OpeningHoursInput = z.input<typeof openingHoursSchema>;

/** `30-45 min`, `30 - 45 min` or `40 min`; stored normalised as `30-45 min`. */
const DELIVERY_TIME = /^(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*min$/i;
export const deliveryTimeSchema = z
  .string({ error: PARTNER_TEXTS.deliveryTimeInvalid })
  .trim()
  .max(20, PARTNER_TEXTS.deliveryTimeInvalid)
  .transform((value, ctx) => {
    const match = DELIVERY_TIME.exec(value);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to > 240 || to < from) {
      ctx.addIssue({ code: 'custom', message: PARTNER_TEXTS.deliveryTimeInvalid });
      return z.NEVER;
    }
    return from === to ? `${from} min` : `${from}-${to} min`;
  });

export const deliveryFeeSchema = z
  .number({ error: PARTNER_TEXTS.deliveryFeeInvalid })
  .int(PARTNER_TEXTS.deliveryFeeInvalid)
  .min(0, PARTNER_TEXTS.deliveryFeeNegative)
  .max(PARTNER_DELIVERY_FEE_MAX, PARTNER_TEXTS.deliveryFeeTooHigh);

/**
 * PATCH /api/partner/businesses/{id}: every field optional. What only an admin decides
 * (active or not, owner, type, rating…) is not accepted here: unknown keys are refused.
 */
export const businessUpdateSchema = z
  .object(
    {
      name: z
        .string({ error: PARTNER_TEXTS.nameRequired })
        .trim()
        .min(1, { error: PARTNER_TEXTS.nameRequired, abort: true })
        .min(2, PARTNER_TEXTS.nameTooShort)
        .max(100, CHECK_MESSAGES.fieldTooLong(100))
        .optional(),
      description: clearable(1000),
      phone: optionalPhone,
      email: z
        .union([z.literal(''), z.email({ error: MESSAGES.emailInvalid }).max(200, MESSAGES.emailInvalid)], {
          error: MESSAGES.emailInvalid,
        })
        .nullable()
        .optional()
        .transform((value) => (value === undefined ? undefined : value || null)),
      address: clearable(300),
      region: z.enum(REGIONS, { error: PARTNER_TEXTS.regionInvalid }).optional(),
      cuisineType: clearable(100),
      deliveryFee: deliveryFeeSchema.optional(),
      deliveryTime: deliveryTimeSchema.optional(),
      isOpen: z.boolean({ error: PARTNER_TEXTS.isOpenInvalid }).optional(),
      openingHours: openingHoursSchema.nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? PARTNER_TEXTS.fieldNotEditable(issue.keys.join(', '))
          : MESSAGES.invalidInput,
    },
  )
  .strict();
export type BusinessUpdateInput = z.input<typeof businessUpdateSchema>;
export type BusinessUpdate = z.output<typeof businessUpdateSchema>;

// --- Responses: what the API answers on the partner dashboard (partners.ts infers their types). ---

/** One of my businesses, for the switcher. */
export const partnerBusinessSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string().nullable(),
  isOpen: z.boolean(),
  isActive: z.boolean(),
  logo: z.string().nullable(),
  rating: z.number(),
});

export const partnerRecentOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  customerName: z.string(),
  grandTotal: gnf(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp(),
});

export const topItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Sum of price × quantity of the lines sold (orders not cancelled). */
  revenue: gnf(),
  /** Share of the period's total quantity, in percent (one decimal). */
  share: z.number(),
});

export const partnerStatsSchema = z.object({
  period: z.enum(PERIODS),
  /** Start of the period (Africa/Conakry), ISO. */
  periodStart: timestamp(),
  orders: z.number().int(),
  /** Grand totals of the period's orders whose payment is completed. */
  revenue: gnf(),
  /** Orders waiting now (pending, confirmed, preparing), whatever the period. */
  pendingOrders: z.number().int(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  averageDeliveryMinutes: z.number(),
  /** How many deliveries the average comes from; 0 means the default of 35 minutes. */
  deliveriesMeasured: z.number().int(),
  recentOrders: z.array(partnerRecentOrderSchema),
  topItems: z.array(topItemSchema),
});

export const revenuePointSchema = z.object({
  /** First day of the bucket, `YYYY-MM-DD` (Africa/Conakry). */
  start: z.iso.date(),
  revenue: gnf(),
  orders: z.number().int(),
});

export const partnerRevenueSchema = z.object({
  daily: z.array(revenuePointSchema),
  weekly: z.array(revenuePointSchema),
  monthly: z.array(revenuePointSchema),
  /** Top items of the current month. */
  topItems: z.array(topItemSchema),
});

export const partnerBusinessProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string(),
  cuisineType: z.string().nullable(),
  businessType: z.string().nullable(),
  deliveryFee: gnf(),
  deliveryTime: z.string(),
  isOpen: z.boolean(),
  isActive: z.boolean(),
  openingHours: weeklyHoursSchema.nullable(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
});
