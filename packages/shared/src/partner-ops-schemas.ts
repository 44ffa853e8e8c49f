import { clearable } from './customers';
import { MESSAGES } from './messages';
import { MENU_ITEM_PRICE_MAX, PARTNER_OPS_TEXTS, PARTNER_ORDER_FILTERS } from './partner-ops';
import { PARTNER_TEXTS } from './partners';
import { RESERVATION_STATUSES } from './reservations';
import { optionalText, requiredText, uuid, z } from './zod';

/** Partner operations input (orders, menu, reservations), checked the same way by the server routes and the web forms. */

/** An empty query parameter (a cleared filter) means "no filter". */
const blank = (value: unknown) => (value === '' ? undefined : value);

export const partnerOrdersQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(PARTNER_ORDER_FILTERS, { error: PARTNER_OPS_TEXTS.orderFilterInvalid }).optional()),
  page: z.coerce
    .number({ error: PARTNER_OPS_TEXTS.pageInvalid })
    .int(PARTNER_OPS_TEXTS.pageInvalid)
    .min(1, PARTNER_OPS_TEXTS.pageInvalid)
    .max(10_000, PARTNER_OPS_TEXTS.pageInvalid)
    .default(1),
});
export type PartnerOrdersQuery = z.input<typeof partnerOrdersQuerySchema>;

export const assignDriverSchema = z.object({ driverId: uuid(MESSAGES.driverIdFormat) }).strict();
export const partnerCancelOrderSchema = z.object({ reason: requiredText(PARTNER_OPS_TEXTS.cancelReasonRequired, 500) });

// --- Menu ----------------------------------------------------------------------------------

const flag = z.boolean({ error: PARTNER_OPS_TEXTS.flagInvalid });
const notEditable = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? PARTNER_TEXTS.fieldNotEditable(issue.keys?.join(', ') ?? '') : MESSAGES.invalidInput;

const categoryFields = {
  name: requiredText(PARTNER_OPS_TEXTS.categoryNameRequired, 80),
  description: clearable(300),
  isActive: flag.optional(),
};
export const menuCategoryCreateSchema = z.object(categoryFields, { error: notEditable }).strict();
export const menuCategoryUpdateSchema = z
  .object({ ...categoryFields, name: categoryFields.name.optional() }, { error: notEditable })
  .strict();
export type MenuCategoryInput = z.input<typeof menuCategoryCreateSchema>;

export const menuReorderSchema = z.object({
  ids: z
    .array(uuid(PARTNER_OPS_TEXTS.reorderInvalid), { error: PARTNER_OPS_TEXTS.reorderInvalid })
    .min(1, PARTNER_OPS_TEXTS.reorderInvalid)
    .max(500, PARTNER_OPS_TEXTS.reorderInvalid),
});

export const menuPriceSchema = z
  .number({ error: PARTNER_OPS_TEXTS.priceInvalid })
  .int(PARTNER_OPS_TEXTS.priceInvalid)
  .gt(0, PARTNER_OPS_TEXTS.priceTooLow)
  .max(MENU_ITEM_PRICE_MAX, PARTNER_OPS_TEXTS.priceTooHigh);

const itemFields = {
  name: requiredText(PARTNER_OPS_TEXTS.itemNameRequired, 120),
  description: clearable(500),
  price: menuPriceSchema,
  menuCategoryId: uuid(PARTNER_OPS_TEXTS.itemCategoryUnknown).nullable().optional(),
  isAvailable: flag.optional(),
  isPopular: flag.optional(),
};
export const menuItemCreateSchema = z.object(itemFields, { error: notEditable }).strict();
export const menuItemUpdateSchema = z
  .object({ ...itemFields, name: itemFields.name.optional(), price: menuPriceSchema.optional() }, { error: notEditable })
  .strict();
export type MenuItemInput = z.input<typeof menuItemCreateSchema>;
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;

// --- Reservations --------------------------------------------------------------------------

export const partnerReservationsQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(RESERVATION_STATUSES, { error: PARTNER_OPS_TEXTS.reservationFilterInvalid }).optional()),
});
export const declineReservationSchema = z.object({ reason: optionalText(300) });
