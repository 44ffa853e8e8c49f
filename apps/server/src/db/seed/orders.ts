import {
  computeOrderTotals,
  DEFAULT_BUSINESS_DELIVERY_FEE,
  type DeliveryMethod,
  type OrderStatus,
} from '@livra/shared';
import type { orderItems, orders, orderStatusHistory } from '../schema';
import type { CatalogBusiness } from './catalog';
import type { SeedCustomer, SeedDriverAccount } from './people';
import { DAY, HOUR, MINUTE, type Random, seedId } from './random';
import { reviewFor } from './reviews';

type OrderRow = typeof orders.$inferInsert & { id: string; createdAt: Date; updatedAt: Date };

/** What one seeded order is made of, before it becomes rows. */
export interface OrderPlan {
  business: CatalogBusiness;
  customer: SeedCustomer;
  createdAt: Date;
  status: OrderStatus;
  method: DeliveryMethod;
  driver?: SeedDriverAccount;
  lines: { item: CatalogBusiness['items'][number]; quantity: number }[];
  addressIndex?: number;
}

const DELIVERY_FLOW: OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
  'delivered',
];
const PICKUP_FLOW: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];
const STEP_MINUTES: Record<OrderStatus, [number, number]> = {
  pending: [0, 0],
  confirmed: [2, 6],
  preparing: [3, 8],
  ready: [10, 20],
  picked_up: [3, 8],
  out_for_delivery: [1, 3],
  delivered: [10, 25],
  cancelled: [3, 20],
};
const CANCEL_REASONS = [
  'Commande passée par erreur',
  'Article en rupture de stock',
  'Client injoignable au téléphone',
  'Délai de livraison trop long',
];

/** Past orders over the last 60 days: every open business gets some, the demo partner most. */
export function planPastOrders(
  rnd: Random,
  listed: CatalogBusiness[],
  customers: SeedCustomer[],
  drivers: SeedDriverAccount[],
  demoPartnerId: string,
  now: Date,
): OrderPlan[] {
  const active = listed.filter((business) => business.row.isActive);
  const weighted = active.flatMap((business) => {
    const weight = business.row.ownerId === demoPartnerId ? 8 : business.seed.type === 'Restaurant' ? 2 : 1;
    return Array.from({ length: weight }, () => business);
  });
  const plans: OrderPlan[] = [];
  const addFor = (business: CatalogBusiness) => {
    const local = customers.filter((customer) => customer.region === business.seed.region);
    const pool = business.seed.region === 'Conakry' ? [customers[0], ...local] : local;
    const customer = rnd.pick(pool);
    const oldest = Math.min(60, customer.person.joinedDaysAgo, business.seed.joinedDaysAgo);
    if (oldest < 1) return;
    const day = startOfDayUtc(new Date(now.getTime() - rnd.int(1, oldest) * DAY));
    const [fromHour, toHour] =
      business.seed.type === 'Café' ? [7, 11] : business.seed.type === 'Restaurant' ? [11, 21] : [9, 18];
    const createdAt = new Date(day.getTime() + rnd.int(fromHour, toHour) * HOUR + rnd.int(0, 59) * MINUTE);
    const available = business.items.filter((item) => item.isAvailable);
    const lines = rnd.sample(available, rnd.int(1, Math.min(3, available.length))).map((item) => ({
      item,
      quantity: item.price >= 200_000 ? 1 : rnd.pick([1, 1, 1, 2, 2, 3]),
    }));
    const method: DeliveryMethod = rnd.chance(0.85) ? 'delivery' : 'pickup';
    const status: OrderStatus = rnd.chance(0.1) ? 'cancelled' : 'delivered';
    const daysAgo = (now.getTime() - createdAt.getTime()) / DAY;
    const plan: OrderPlan = {
      business,
      customer,
      createdAt,
      status,
      method,
      lines,
      addressIndex: rnd.chance(0.3) ? 1 : 0,
    };
    if (status === 'delivered' && method === 'delivery' && business.seed.region === 'Conakry') {
      const candidates = drivers.filter(
        (driver) =>
          driver.userId &&
          driver.seed.appliedDaysAgo > daysAgo &&
          (driver.seed.driverType === 'independent' || driver.row.businessId === business.row.id),
      );
      if (candidates.length > 0 && rnd.chance(0.85)) plan.driver = rnd.pick(candidates);
    }
    plans.push(plan);
  };
  for (const business of active) for (let n = 0; n < 2; n++) addFor(business);
  while (plans.length < 180) addFor(rnd.pick(weighted));
  return plans;
}

/** Turns plans into order, item and status-history rows, numbered in time order. */
export function buildOrders(rnd: Random, plans: OrderPlan[], now: Date) {
  const orderRows: OrderRow[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const reviewRows: ReturnType<typeof reviewFor>[] = [];
  const sorted = [...plans].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  sorted.forEach((plan, index) => {
    const id = seedId(`order:${index}:${plan.business.seed.key}:${plan.customer.person.key}`);
    const { business, customer, method, driver } = plan;
    const totals = computeOrderTotals(
      plan.lines.map((line) => ({ price: line.item.price, quantity: line.quantity })),
      method,
      business.row.deliveryFee ?? DEFAULT_BUSINESS_DELIVERY_FEE,
    );
    const steps = timeline(rnd, plan, now);
    const last = steps[steps.length - 1];
    const outForDelivery = steps.find((step) => step.status === 'out_for_delivery');
    const address =
      method === 'delivery'
        ? customer.addresses[Math.min(plan.addressIndex ?? 0, customer.addresses.length - 1)]
        : null;
    const cancelled = plan.status === 'cancelled';
    orderRows.push({
      id,
      orderNumber: `LIV-${yymmdd(plan.createdAt)}-${String(index + 1).padStart(4, '0')}`,
      userId: customer.id,
      businessId: business.row.id,
      businessName: business.row.name,
      status: plan.status,
      total: totals.subtotal,
      deliveryFee: totals.deliveryFee,
      tax: totals.tax,
      grandTotal: totals.grandTotal,
      deliveryMethod: method,
      deliveryAddress: address?.address ?? null,
      deliveryInstructions: address?.instructions ?? null,
      landmark: address?.landmark ?? null,
      paymentMethod: 'cash',
      paymentStatus: plan.status === 'delivered' ? 'completed' : 'pending',
      estimatedDelivery: outForDelivery
        ? new Date(outForDelivery.at.getTime() + 30 * MINUTE)
        : new Date(plan.createdAt.getTime() + rnd.int(30, 45) * MINUTE),
      actualDelivery: plan.status === 'delivered' ? last.at : null,
      driverId: driver?.id ?? null,
      driverName: driver?.row.name ?? null,
      driverPhone: driver?.row.phone ?? null,
      cancellationReason: cancelled ? (last.note ?? null) : null,
      createdAt: plan.createdAt,
      updatedAt: last.at,
    });
    plan.lines.forEach((line, lineIndex) => {
      itemRows.push({
        id: seedId(`order-item:${id}:${lineIndex}`),
        orderId: id,
        menuItemId: line.item.id,
        name: line.item.name,
        price: line.item.price,
        quantity: line.quantity,
        image: line.item.image ?? null,
      });
    });
    steps.forEach((step, stepIndex) => {
      historyRows.push({
        id: seedId(`order-history:${id}:${stepIndex}`),
        orderId: id,
        status: step.status,
        previousStatus: stepIndex === 0 ? null : steps[stepIndex - 1].status,
        changedBy: step.by,
        note: step.note ?? null,
        createdAt: step.at,
      });
    });
    const reviewAt = new Date(last.at.getTime() + rnd.int(1, 6) * HOUR);
    if (plan.status === 'delivered' && reviewAt < now && rnd.chance(0.5)) {
      reviewRows.push(reviewFor(rnd, id, business, customer.id, reviewAt));
    }
  });
  return { orderRows, itemRows, historyRows, reviewRows };
}

interface Step {
  status: OrderStatus;
  at: Date;
  by: string | null;
  note?: string;
}

function timeline(rnd: Random, plan: OrderPlan, now: Date): Step[] {
  const ownerId = plan.business.row.ownerId ?? null;
  const byFor = (status: OrderStatus): string | null => {
    if (status === 'pending') return plan.customer.id;
    if (['picked_up', 'out_for_delivery', 'delivered'].includes(status) && plan.driver) return plan.driver.userId;
    return ownerId;
  };
  let statuses: OrderStatus[];
  let note: string | undefined;
  if (plan.status === 'cancelled') {
    const byBusiness = rnd.chance(0.5);
    statuses = byBusiness ? ['pending', 'confirmed', 'cancelled'] : ['pending', 'cancelled'];
    note = byBusiness ? rnd.pick(CANCEL_REASONS.slice(1)) : CANCEL_REASONS[0];
  } else {
    const flow = plan.method === 'delivery' ? DELIVERY_FLOW : PICKUP_FLOW;
    statuses = flow.slice(0, flow.indexOf(plan.status) + 1);
  }
  let offset = 0;
  const offsets = statuses.map((status) => (offset += rnd.int(...STEP_MINUTES[status]) * MINUTE));
  // Live orders must not have steps in the future: squeeze the timeline before now.
  const room = now.getTime() - MINUTE - plan.createdAt.getTime();
  const scale = offset > room ? Math.max(room, 0) / offset : 1;
  return statuses.map((status, index) => {
    const cancelledByCustomer = status === 'cancelled' && statuses.length === 2;
    return {
      status,
      at: new Date(plan.createdAt.getTime() + Math.round(offsets[index] * scale)),
      by: cancelledByCustomer ? plan.customer.id : byFor(status),
      note: status === 'cancelled' ? note : undefined,
    };
  });
}

function startOfDayUtc(date: Date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function yymmdd(date: Date) {
  return date.toISOString().slice(2, 10).replaceAll('-', '');
}
