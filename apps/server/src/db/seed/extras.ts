import {
  formatGNFFull,
  frenchHistoryLine,
  NOTIFY_TEXTS,
  required,
  type SubscriptionHistoryDetails,
} from '@livra/shared';
import type {
  auditLog,
  driverLocations,
  favorites,
  newsletterSubscribers,
  notifications,
  partnerSubscriptions,
  reservations,
  subscriptionNotifications,
  workSessions,
} from '../schema';
import type { CatalogBusiness } from './catalog';
import type { ReferenceIds } from './context';
import { DEMO_ACCOUNTS } from './data';
import { find } from './live';
import type { buildOrders } from './orders';
import type { SeedCustomer, SeedDriverAccount } from './people';
import { DAY, HOUR, MINUTE, seedId } from './random';

type Orders = ReturnType<typeof buildOrders>['orderRows'];

interface ExtrasInput {
  refs: ReferenceIds;
  listed: CatalogBusiness[];
  customers: SeedCustomer[];
  drivers: SeedDriverAccount[];
  orders: Orders;
  adminId: string;
  partnerId: string;
  now: Date;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function buildExtras({ refs, listed, customers, drivers, orders, adminId, partnerId, now }: ExtrasInput) {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const business = (key: string) => find(listed, (entry) => entry.seed.key === key, key);
  const customer = (key: string) => find(customers, (entry) => entry.person.key === key, key);
  const demoCustomer = customers[0];
  const demoDriver = find(drivers, (driver) => driver.seed.key === DEMO_ACCOUNTS.driver.key, 'livreur');

  const reservationPlans: {
    who: string;
    where: string;
    inDays: number;
    time: string;
    size: number;
    status: string;
    note?: string;
  }[] = [
    {
      who: 'mariama-diallo',
      where: 'le-maquis-de-kaloum',
      inDays: 1,
      time: '20:00',
      size: 4,
      status: 'pending',
      note: 'Une table en terrasse si possible.',
    },
    {
      who: 'mariama-diallo',
      where: 'chez-fatou-saveurs-de-guinee',
      inDays: -3,
      time: '13:00',
      size: 2,
      status: 'confirmed',
    },
    {
      who: 'mariama-diallo',
      where: 'le-palmier-de-dixinn',
      inDays: -10,
      time: '19:30',
      size: 6,
      status: 'cancelled',
      note: 'Anniversaire de ma sœur.',
    },
    { who: 'oumou-sylla', where: 'le-maquis-de-kaloum', inDays: 2, time: '12:30', size: 3, status: 'confirmed' },
    {
      who: 'thierno-balde',
      where: 'chez-fatou-saveurs-de-guinee',
      inDays: 1,
      time: '19:00',
      size: 8,
      status: 'pending',
      note: 'Repas de famille, prévoir une grande table.',
    },
    { who: 'kadiatou-toure', where: 'le-maquis-de-kaloum', inDays: -5, time: '21:00', size: 2, status: 'declined' },
  ];
  const reservationRows: (typeof reservations.$inferInsert)[] = reservationPlans.map((plan, index) => {
    const createdAt = at((Math.min(plan.inDays, 0) - 2) * DAY);
    return {
      id: seedId(`reservation:${index}`),
      userId: customer(plan.who).id,
      businessId: business(plan.where).row.id,
      reservationDate: isoDate(at(plan.inDays * DAY)),
      reservationTime: plan.time,
      partySize: plan.size,
      note: plan.note ?? null,
      status: plan.status,
      createdAt,
      updatedAt: plan.status === 'pending' ? createdAt : new Date(createdAt.getTime() + DAY),
    };
  });

  const favoritePairs = [
    ['mariama-diallo', 'chez-fatou-saveurs-de-guinee'],
    ['mariama-diallo', 'cafe-de-kaloum'],
    ['mariama-diallo', 'pharmacie-du-port'],
    ['mariama-diallo', 'la-corniche-poissons-braises'],
    ['oumou-sylla', 'le-maquis-de-kaloum'],
    ['thierno-balde', 'les-grillades-de-taouyah'],
  ] as const;
  const favoriteRows: (typeof favorites.$inferInsert)[] = favoritePairs.map(([who, where], index) => ({
    id: seedId(`favorite:${index}`),
    userId: customer(who).id,
    businessId: business(where).row.id,
    createdAt: at(-(20 - index) * DAY),
  }));

  const liveOrder = find(
    orders,
    (order) => order.userId === demoCustomer.id && order.status === 'out_for_delivery',
    'commande en cours',
  );
  const lastDelivered = find(
    [...orders].reverse(),
    (order) => order.userId === demoCustomer.id && order.status === 'delivered',
    'commande livrée',
  );
  const partnerBusinessIds = new Set(
    listed.filter((entry) => entry.row.ownerId === partnerId).map((entry) => entry.row.id),
  );
  const partnerPending = orders.filter(
    (order) => order.status === 'pending' && partnerBusinessIds.has(order.businessId ?? ''),
  );
  const partnerCancelled = orders
    .filter((order) => order.status === 'cancelled' && partnerBusinessIds.has(order.businessId ?? ''))
    .slice(-1);
  // An order another driver delivered: the demo driver had been given it first.
  const reassigned = orders
    .filter((order) => order.status === 'delivered' && order.driverId && order.driverId !== demoDriver.id)
    .slice(-1);
  const customerName = (userId: string | null | undefined) =>
    customers.find((entry) => entry.id === userId)?.person.name ?? 'Un client';
  type NotificationPlan = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt'> & { ago: number };
  const notificationPlans: NotificationPlan[] = [
    {
      userId: demoCustomer.id,
      type: 'delivery_update',
      title: 'Votre commande est en route',
      message: `${demoDriver.row.name} arrive avec votre commande ${liveOrder.orderNumber}.`,
      priority: 'high',
      data: { orderId: liveOrder.id },
      ago: 10 * MINUTE,
    },
    {
      userId: demoCustomer.id,
      type: 'order_status',
      title: 'Commande livrée',
      message: `Votre commande ${lastDelivered.orderNumber} a été livrée. Bon appétit !`,
      priority: 'medium',
      data: { orderId: lastDelivered.id },
      isRead: true,
      ago: now.getTime() - (lastDelivered.actualDelivery ?? now).getTime(),
    },
    {
      userId: demoCustomer.id,
      type: 'promotion',
      title: '-10 % au Café de Kaloum',
      message: 'Cette semaine, 10 % de réduction sur les petits-déjeuners du Café de Kaloum.',
      priority: 'low',
      data: { businessId: business('cafe-de-kaloum').row.id },
      expiresAt: at(7 * DAY),
      ago: 5 * HOUR,
    },
    {
      userId: demoCustomer.id,
      type: 'reservation',
      title: 'Réservation confirmée',
      message: 'Chez Fatou – Saveurs de Guinée a confirmé votre table pour 2 personnes.',
      isRead: true,
      ago: 4 * DAY,
    },
    {
      userId: demoCustomer.id,
      type: 'system',
      title: 'Bienvenue sur Livra',
      message: 'Commandez auprès des meilleurs commerces de Guinée et payez à la livraison.',
      priority: 'low',
      isRead: true,
      ago: 90 * DAY,
    },
    ...partnerPending.map(
      (order): NotificationPlan => ({
        userId: partnerId,
        type: 'order_status',
        title: NOTIFY_TEXTS.newOrderTitle,
        message: NOTIFY_TEXTS.newOrder(order.orderNumber, customerName(order.userId), formatGNFFull(order.grandTotal)),
        priority: 'high',
        data: { orderId: order.id, businessId: order.businessId, orderNumber: order.orderNumber, status: 'pending' },
        ago: now.getTime() - order.createdAt.getTime(),
      }),
    ),
    ...partnerCancelled.map(
      (order): NotificationPlan => ({
        userId: partnerId,
        type: 'order_status',
        title: NOTIFY_TEXTS.customerCancelledTitle,
        message: NOTIFY_TEXTS.customerCancelled(
          order.orderNumber,
          customerName(order.userId),
          order.cancellationReason,
        ),
        priority: 'high',
        data: { orderId: order.id, businessId: order.businessId, orderNumber: order.orderNumber, status: 'cancelled' },
        isRead: true,
        ago: Math.max(now.getTime() - (order.updatedAt ?? order.createdAt).getTime(), HOUR),
      }),
    ),
    {
      userId: partnerId,
      type: 'reservation',
      title: 'Nouvelle réservation',
      message: 'Mariama Diallo souhaite réserver pour 4 personnes demain à 20:00 au Maquis de Kaloum.',
      ago: 2 * DAY,
    },
    {
      userId: partnerId,
      type: 'payment',
      title: 'Paiement reçu',
      message: `Votre abonnement Pro a été renouvelé (${formatGNFFull(300_000)}).`,
      priority: 'low',
      isRead: true,
      ago: 25 * DAY,
    },
    {
      userId: required(demoDriver.userId, 'compte du livreur de démonstration'),
      type: 'delivery_update',
      title: 'Nouvelle livraison',
      message: `${liveOrder.businessName} vous confie la commande ${liveOrder.orderNumber} à livrer : ${liveOrder.deliveryAddress ?? 'adresse du client'}.`,
      priority: 'high',
      data: { orderId: liveOrder.id, orderNumber: liveOrder.orderNumber, businessId: liveOrder.businessId },
      ago: 20 * MINUTE,
    },
    ...reassigned.map(
      (order): NotificationPlan => ({
        userId: required(demoDriver.userId, 'compte du livreur de démonstration'),
        type: 'delivery_update',
        title: 'Livraison réattribuée',
        message: `La commande ${order.orderNumber} a été confiée à un autre livreur.`,
        priority: 'medium',
        data: { orderId: order.id, orderNumber: order.orderNumber },
        isRead: true,
        ago: Math.max(now.getTime() - order.createdAt.getTime(), HOUR),
      }),
    ),
    {
      userId: adminId,
      type: 'system',
      title: NOTIFY_TEXTS.newPartnerRequestTitle,
      message: NOTIFY_TEXTS.newPartnerRequest('Aminata Kaba', 'Le Jardin de Dixinn', 'Conakry'),
      data: { requestKind: 'partner', requestId: seedId('business:le-jardin-de-dixinn') },
      ago: DAY,
    },
    {
      userId: adminId,
      type: 'system',
      title: NOTIFY_TEXTS.newDriverRequestTitle,
      message: NOTIFY_TEXTS.newDriverRequest('Djénabou Diallo', 'Vélo'),
      data: { requestKind: 'driver', requestId: seedId('driver:djenabou-diallo') },
      ago: DAY - 2 * HOUR,
    },
    {
      userId: adminId,
      type: 'system',
      title: NOTIFY_TEXTS.newDriverRequestTitle,
      message: NOTIFY_TEXTS.newDriverRequest('Aboubacar Cissé', 'Moto', 'Chez Fatou – Saveurs de Guinée'),
      data: { requestKind: 'driver', requestId: seedId('driver:aboubacar-cisse') },
      isRead: true,
      ago: 3 * DAY,
    },
    {
      userId: adminId,
      type: 'system',
      title: NOTIFY_TEXTS.newPartnerRequestTitle,
      message: NOTIFY_TEXTS.newPartnerRequest('Lamine Sow', 'Boulangerie du Niger', 'Conakry'),
      data: { requestKind: 'partner', requestId: seedId('business:boulangerie-du-niger') },
      isRead: true,
      ago: 4 * DAY,
    },
  ];
  const notificationRows: (typeof notifications.$inferInsert)[] = notificationPlans.map(({ ago, ...plan }, index) => ({
    ...plan,
    id: seedId(`notification:${index}`),
    createdAt: at(-ago),
  }));

  const subscriptionRows: (typeof partnerSubscriptions.$inferInsert & { id: string })[] = [];
  const subscriptionNotificationRows: (typeof subscriptionNotifications.$inferInsert)[] = [];
  const subscriptions: [string, string, string, number, number, string[]][] = [
    // business, plan, status, start (days from now), end (days from now), history
    ['le-maquis-de-kaloum', 'Pro', 'active', -55, 5, ['activated', 'payment']],
    ['chez-fatou-saveurs-de-guinee', 'Pro', 'active', -58, 2, ['activated', 'payment', 'reminder']],
    ['cafe-de-kaloum', 'Essentiel', 'active', -40, 20, ['activated', 'payment']],
    ['marche-madina-express', 'Essentiel', 'active', -33, 27, ['activated']],
    ['pharmacie-du-port', 'Premium', 'active', -90, 30, ['activated', 'payment', 'payment']],
    ['pharmacie-de-taouyah', 'Essentiel', 'pending', 0, 0, []],
    ['le-maquis-du-milo', 'Pro', 'suspended', -45, 15, ['activated', 'suspended']],
    ['wax-et-pagnes-de-kankan', 'Essentiel', 'inactive', -35, 25, ['activated', 'deactivated']],
    ['restaurant-rio-nunez', 'Pro', 'expired', -70, -10, ['activated', 'expired']],
    ['boke-tech-services', 'Essentiel', 'active', -20, 10, ['activated']],
  ];
  // What the admin wrote when suspending or deactivating (shown on the partner's billing page).
  const reasons: Record<string, string> = {
    suspended: 'Retard de paiement',
    inactive: 'Commerce fermé temporairement',
  };
  for (const [key, planName, status, startDays, endDays, history] of subscriptions) {
    const plan = refs.plans.get(planName);
    if (!plan) throw new Error(`Formule manquante : ${planName}`);
    const id = seedId(`subscription:${key}`);
    const target = business(key);
    const pending = status === 'pending';
    const paidMonths = pending ? 0 : Math.max(1, Math.round((endDays - startDays) / 30));
    subscriptionRows.push({
      id,
      businessId: target.row.id,
      planId: plan.id,
      status,
      startDate: pending ? null : at(startDays * DAY),
      endDate: pending ? null : at(endDays * DAY),
      monthlyAmount: plan.price,
      totalPaid: paidMonths * plan.price,
      suspendedUntil: status === 'suspended' ? at(4 * DAY) : null,
      statusReason: reasons[status] ?? null,
      createdAt: pending ? at(-2 * DAY) : at((startDays - 1) * DAY),
      updatedAt: at(-DAY),
    });
    // Each entry's values, as the server keeps them: every reader's page writes its line in its language.
    const details: Record<string, SubscriptionHistoryDetails> = {
      activated: { plan: planName },
      payment: { amount: plan.price },
      // Only Chez Fatou, the demo partner's, has a reminder in its history.
      reminder: {
        reminder: 'first',
        to: DEMO_ACCOUNTS.partner.email,
        days: 7,
        endDate: at(endDays * DAY).toISOString(),
      },
      suspended: { days: 7, until: at(4 * DAY).toISOString(), reason: reasons.suspended },
      deactivated: { reason: reasons.inactive },
      expired: { endDate: at(endDays * DAY).toISOString() },
    };
    // Events at the dates they would have happened; the others spread over the subscription's life.
    const when: Record<string, number> = { reminder: endDays - 7, suspended: -3, expired: endDays };
    history.forEach((type, index) => {
      subscriptionNotificationRows.push({
        id: seedId(`subscription-notification:${key}:${index}`),
        subscriptionId: id,
        type,
        message: frenchHistoryLine(type, required(details[type], type)),
        details: details[type],
        createdAt: at((when[type] ?? startDays + index * 12) * DAY + index * HOUR),
      });
    });
  }

  const { workSessionRows, locationRows } = buildDriverActivity(drivers, orders, liveOrder, listed, now);

  const newsletterRows: (typeof newsletterSubscribers.$inferInsert)[] = [
    'aminata.kaba@exemple.gn',
    'oumou.sylla@exemple.gn',
    'mamadou.diallo@exemple.gn',
    'fanta.conte@exemple.gn',
    'lamine.sow@exemple.gn',
  ].map((email, index) => ({
    id: seedId(`newsletter:${email}`),
    email,
    createdAt: at(-(30 - index * 5) * DAY),
    unsubscribedAt: index === 4 ? at(-2 * DAY) : null,
  }));

  const auditPlans = [
    {
      action: 'request.approve',
      entity: 'business',
      key: 'business:epicerie-bonne-affaire',
      data: { name: 'Épicerie Bonne Affaire' },
      daysAgo: 8,
    },
    {
      action: 'request.reject',
      entity: 'business',
      key: 'business:tech-express-matoto',
      data: { name: 'Tech Express Matoto', reason: 'Registre du commerce manquant.' },
      daysAgo: 13,
    },
    {
      action: 'driver.reject',
      entity: 'driver',
      key: 'driver:fode-sacko',
      data: { name: 'Fodé Sacko', reason: 'Permis poids lourd expiré.' },
      daysAgo: 19,
    },
  ];
  const auditRows: (typeof auditLog.$inferInsert)[] = auditPlans.map((plan, index) => ({
    id: seedId(`audit:${index}`),
    actorId: adminId,
    action: plan.action,
    entity: plan.entity,
    entityId: seedId(plan.key),
    data: plan.data,
    createdAt: at(-plan.daysAgo * DAY),
  }));

  return {
    reservationRows,
    favoriteRows,
    notificationRows,
    subscriptionRows,
    subscriptionNotificationRows,
    workSessionRows,
    locationRows,
    newsletterRows,
    auditRows,
  };
}

/** Ended work sessions on the days each driver delivered, plus the demo driver's live session and track. */
function buildDriverActivity(
  drivers: SeedDriverAccount[],
  orders: Orders,
  liveOrder: Orders[number],
  listed: CatalogBusiness[],
  now: Date,
) {
  const workSessionRows: (typeof workSessions.$inferInsert)[] = [];
  for (const driver of drivers.filter((entry) => entry.userId)) {
    const byDay = new Map<string, Orders>();
    for (const order of orders) {
      if (order.driverId !== driver.id || order.status !== 'delivered') continue;
      const day = order.createdAt.toISOString().slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), order]);
    }
    for (const [day, dayOrders] of byDay) {
      const first = Math.min(...dayOrders.map((order) => order.createdAt.getTime()));
      const last = Math.max(...dayOrders.map((order) => (order.actualDelivery ?? order.createdAt).getTime()));
      workSessionRows.push({
        id: seedId(`work-session:${driver.seed.key}:${day}`),
        driverId: driver.id,
        status: 'ended',
        startedAt: new Date(first - 20 * MINUTE),
        endedAt: new Date(last + 30 * MINUTE),
      });
    }
    if (liveOrder.driverId === driver.id) {
      workSessionRows.push({
        id: seedId(`work-session:${driver.seed.key}:live`),
        driverId: driver.id,
        status: 'active',
        startedAt: new Date(now.getTime() - 2 * HOUR),
      });
      driver.row.isAvailable = true;
      driver.row.lastActive = new Date(now.getTime() - MINUTE);
    }
  }

  // The live order's route, from the business to the customer's office, driver 60 % of the way.
  const from = find(listed, (entry) => entry.row.id === liveOrder.businessId, 'commerce de la commande en cours').seed
    .position;
  const liveDriverId = required(liveOrder.driverId, 'livreur de la commande en cours');
  const to: [number, number] = [9.5095, -13.7138];
  const started = liveOrder.updatedAt.getTime();
  const locationRows: (typeof driverLocations.$inferInsert)[] = [0, 0.12, 0.24, 0.36, 0.48, 0.6].map(
    (share, index, all) => {
      const recordedAt = new Date(started + ((now.getTime() - MINUTE - started) * index) / (all.length - 1));
      return {
        id: seedId(`driver-location:${index}`),
        driverId: liveDriverId,
        orderId: liveOrder.id,
        latitude: round6(from[0] + (to[0] - from[0]) * share),
        longitude: round6(from[1] + (to[1] - from[1]) * share),
        accuracy: 12 + index,
        recordedAt,
      };
    },
  );
  const latest = locationRows[locationRows.length - 1];
  liveOrder.driverLatitude = latest.latitude;
  liveOrder.driverLongitude = latest.longitude;
  liveOrder.driverLocationAt = latest.recordedAt;
  return { workSessionRows, locationRows };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
