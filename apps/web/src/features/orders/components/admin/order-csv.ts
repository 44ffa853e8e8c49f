import type { AdminOrderListItem } from '@livra/shared/admin-orders';
import { DELIVERY_METHOD_LABELS } from '@livra/shared/cart';
import { orderStatusLabel, PAYMENT_STATUS_LABELS } from '@livra/shared/orders';
import { format } from 'date-fns';
import type { CsvColumn } from '@/lib/csv';

/**
 * The columns of the orders CSV: French headers, dates a spreadsheet reads (dd/MM/yyyy HH:mm,
 * Conakry time), amounts as plain integers of GNF so they add up.
 */
export const orderCsvColumns: CsvColumn<AdminOrderListItem>[] = [
  { header: 'Numéro', value: (order) => order.orderNumber },
  { header: 'Date', value: (order) => format(new Date(order.createdAt), 'dd/MM/yyyy HH:mm') },
  { header: 'Client', value: (order) => order.customerName },
  { header: 'E-mail du client', value: (order) => order.customerEmail },
  { header: 'Commerce', value: (order) => order.businessName },
  { header: 'Mode', value: (order) => DELIVERY_METHOD_LABELS[order.deliveryMethod] },
  { header: 'Total (GNF)', value: (order) => order.grandTotal },
  { header: 'Statut', value: (order) => orderStatusLabel(order.status) },
  { header: 'Paiement', value: (order) => PAYMENT_STATUS_LABELS[order.paymentStatus] },
  { header: 'Livreur', value: (order) => order.driverName },
];
