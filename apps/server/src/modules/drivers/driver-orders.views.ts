import { driverNextAction, type DriverOrder, type OrderStatus, type PaymentStatus } from '@livra/shared';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, orderItems, userAddresses, userProfiles, type Order } from '@/db/schema/index';

/** What a driver earns for a delivery: the order's delivery fee. */
export const earningOf = (order: Pick<Order, 'deliveryFee'>) => order.deliveryFee;

/**
 * Orders as the driver app shows them: where to pick up, whom to call, where to go (address
 * and landmark), what to collect. Items, businesses and customers are read in one query each
 * for the whole list.
 */
export async function toDriverOrders(db: Db | Tx, rows: Order[]): Promise<DriverOrder[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((order) => order.id);
  const businessIds = unique(rows.map((order) => order.businessId));
  const customerIds = unique(rows.map((order) => order.userId));

  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.specialInstructions,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const places = businessIds.length
    ? await db
        .select({
          id: businesses.id,
          address: businesses.address,
          phone: businesses.phone,
          latitude: businesses.latitude,
          longitude: businesses.longitude,
        })
        .from(businesses)
        .where(inArray(businesses.id, businessIds))
    : [];
  const customers = customerIds.length
    ? await db
        .select({ id: userProfiles.id, name: userProfiles.name, phone: userProfiles.phoneNumber })
        .from(userProfiles)
        .where(inArray(userProfiles.id, customerIds))
    : [];
  // A customer without a phone on their profile often has one on their default address.
  const addressPhones = customerIds.length
    ? await db
        .select({ userId: userAddresses.userId, phone: userAddresses.phone })
        .from(userAddresses)
        .where(inArray(userAddresses.userId, customerIds))
        .orderBy(desc(userAddresses.isDefault), desc(userAddresses.updatedAt))
    : [];

  const placeOf = new Map(places.map((place) => [place.id, place]));
  const customerOf = new Map(customers.map((customer) => [customer.id, customer]));
  const phoneOf = new Map<string, string>();
  for (const row of addressPhones) if (row.phone && !phoneOf.has(row.userId)) phoneOf.set(row.userId, row.phone);

  return rows.map((order) => {
    const place = order.businessId ? placeOf.get(order.businessId) : undefined;
    const customer = order.userId ? customerOf.get(order.userId) : undefined;
    const status = order.status as OrderStatus;
    const paymentStatus = order.paymentStatus as PaymentStatus;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status,
      paymentStatus,
      nextAction: driverNextAction(status, paymentStatus),
      businessName: order.businessName,
      businessAddress: place?.address ?? null,
      businessPhone: place?.phone ?? null,
      pickup:
        place && place.latitude !== null && place.longitude !== null
          ? { latitude: place.latitude, longitude: place.longitude }
          : null,
      customerName: customer?.name ?? null,
      customerPhone: customer?.phone || (order.userId ? phoneOf.get(order.userId) : undefined) || null,
      deliveryAddress: order.deliveryAddress,
      landmark: order.landmark,
      deliveryInstructions: order.deliveryInstructions,
      items: items
        .filter((item) => item.orderId === order.id)
        .map(({ name, quantity, specialInstructions }) => ({ name, quantity, specialInstructions })),
      subtotal: order.total,
      tax: order.tax,
      deliveryFee: order.deliveryFee,
      grandTotal: order.grandTotal,
      earning: earningOf(order),
      estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
      actualDelivery: order.actualDelivery?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  });
}

export async function toDriverOrder(db: Db | Tx, order: Order): Promise<DriverOrder> {
  const [view] = await toDriverOrders(db, [order]);
  return view;
}

function unique(ids: (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}
