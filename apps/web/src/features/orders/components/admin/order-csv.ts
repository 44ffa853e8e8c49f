import type { AdminOrderListItem } from '@livra/shared/admin-orders';
import type { Locale, Translation } from '@livra/shared/locale';
import { orderStatusLabel } from '@livra/shared/orders';
import type { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { format } from 'date-fns';
import type { CsvColumn } from '@/lib/csv';

/**
 * The columns of the orders CSV: headers and labels in the language shown, dates a spreadsheet
 * reads (dd/MM/yyyy HH:mm, Conakry time), amounts as plain integers of GNF so they add up.
 */
export function orderCsvColumns(
  t: Translation<typeof ORDERS_ADMIN_UI>,
  locale: Locale,
): CsvColumn<AdminOrderListItem>[] {
  return [
    { header: t.csv.number, value: (order) => order.orderNumber },
    { header: t.csv.date, value: (order) => format(new Date(order.createdAt), 'dd/MM/yyyy HH:mm') },
    { header: t.csv.customer, value: (order) => order.customerName },
    { header: t.csv.customerEmail, value: (order) => order.customerEmail },
    { header: t.csv.business, value: (order) => order.businessName },
    { header: t.csv.method, value: (order) => t.deliveryMethods[order.deliveryMethod] },
    { header: t.csv.total, value: (order) => order.grandTotal },
    { header: t.csv.status, value: (order) => orderStatusLabel(order.status, locale) },
    { header: t.csv.payment, value: (order) => t.paymentStatuses[order.paymentStatus] },
    { header: t.csv.driver, value: (order) => order.driverName },
  ];
}
