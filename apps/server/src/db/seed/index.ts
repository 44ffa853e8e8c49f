import { hashPassword } from 'better-auth/crypto';
import {
  accounts,
  auditLog,
  businesses,
  businessTypes,
  carts,
  categories,
  driverDocuments,
  driverLocations,
  drivers,
  favorites,
  menuCategories,
  menuItems,
  newsletterSubscribers,
  notifications,
  orderItems,
  orders,
  orderStatusHistory,
  partnerSubscriptions,
  reservations,
  reviews,
  subscriptionNotifications,
  subscriptionPlans,
  userAddresses,
  userPaymentMethods,
  userProfiles,
  users,
  workSessions,
} from '../schema';
import { buildCatalog } from './catalog';
import type { ReferenceIds, SeedDatabase, SeedTransaction } from './context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
import { buildExtras } from './extras';
import { find, planLiveOrders } from './live';
import { buildOrders, planPastOrders } from './orders';
import { buildPeople } from './people';
import { createRandom } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
export type { SeedDatabase } from './context';

/**
 * Fills an empty database (migrated, with the reference rows of migration 0002) with the demo
 * marketplace: accounts for every role (password `demo1234`), 37 businesses with menus across
 * all types and regions, partner and driver applications, 60 days of orders, reviews,
 * reservations, notifications and subscriptions. Deterministic apart from dates, which are
 * relative to `now`. All or nothing: it runs in one transaction. The caller checks that the
 * database is empty (no users) before calling it.
 */
export async function seedDemoData(db: SeedDatabase, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  // scrypt is the slow part of seeding: hash once, every seeded account shares the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const refs = await loadReferenceIds(tx);
    const people = buildPeople(passwordHash, now);
    const catalog = buildCatalog(refs, people.owners, now);
    const rnd = createRandom(224_2024);
    const plans = [
      ...planPastOrders(
        rnd,
        catalog.listed,
        people.customers,
        people.driverAccounts,
        people.owners.demoPartner.id,
        now,
      ),
      ...planLiveOrders(rnd, catalog.listed, people.customers, people.driverAccounts, now),
    ];
    const built = buildOrders(rnd, plans, now);
    applyTotals(catalog, people, built.orderRows);
    const extras = buildExtras({
      refs,
      listed: catalog.listed,
      customers: people.customers,
      drivers: people.driverAccounts,
      orders: built.orderRows,
      adminId: find(people.profileRows, (profile) => profile.email === DEMO_ACCOUNTS.admin.email, 'administrateur').id,
      partnerId: people.owners.demoPartner.id,
      now,
    });

    await tx.insert(users).values(people.userRows);
    await tx.insert(accounts).values(people.accountRows);
    await tx.insert(userProfiles).values(people.profileRows);
    await tx.insert(businesses).values([...catalog.listed.map((entry) => entry.row), ...catalog.requestRows]);
    await tx.insert(menuCategories).values(catalog.categoryRows);
    await tx.insert(menuItems).values(catalog.itemRows);
    await tx.insert(carts).values(people.cartRows);
    await tx.insert(userAddresses).values(people.addressRows);
    await tx.insert(userPaymentMethods).values(people.paymentMethodRows);
    await tx.insert(drivers).values(people.driverAccounts.map((driver) => driver.row));
    await tx.insert(driverDocuments).values(people.documentRows);
    await tx.insert(orders).values(built.orderRows);
    await tx.insert(orderItems).values(built.itemRows);
    await tx.insert(orderStatusHistory).values(built.historyRows);
    await tx.insert(reviews).values(built.reviewRows);
    await tx.insert(reservations).values(extras.reservationRows);
    await tx.insert(favorites).values(extras.favoriteRows);
    await tx.insert(notifications).values(extras.notificationRows);
    await tx.insert(partnerSubscriptions).values(extras.subscriptionRows);
    await tx.insert(subscriptionNotifications).values(extras.subscriptionNotificationRows);
    await tx.insert(workSessions).values(extras.workSessionRows);
    await tx.insert(driverLocations).values(extras.locationRows);
    await tx.insert(newsletterSubscribers).values(extras.newsletterRows);
    await tx.insert(auditLog).values(extras.auditRows);

    return {
      users: people.userRows.length,
      businesses: catalog.listed.length,
      partnerRequests: catalog.requestRows.length,
      menuItems: catalog.itemRows.length,
      drivers: people.driverAccounts.length,
      orders: built.orderRows.length,
      reviews: built.reviewRows.length,
    };
  });
}

async function loadReferenceIds(tx: SeedTransaction): Promise<ReferenceIds> {
  // One after the other: a transaction holds a single connection.
  const typeRows = await tx.select({ id: businessTypes.id, name: businessTypes.name }).from(businessTypes);
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const planRows = await tx
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, price: subscriptionPlans.price })
    .from(subscriptionPlans);
  return {
    businessTypes: new Map(typeRows.map((row) => [row.name, row.id])),
    categories: new Map(categoryRows.map((row) => [row.name, row.id])),
    plans: new Map(planRows.map((row) => [row.name, { id: row.id, price: row.price }])),
  };
}

/** Order counts and amounts on businesses, customers and drivers, from the seeded orders. */
function applyTotals(
  catalog: ReturnType<typeof buildCatalog>,
  people: ReturnType<typeof buildPeople>,
  orderRows: ReturnType<typeof buildOrders>['orderRows'],
) {
  for (const { row } of catalog.listed) {
    const own = orderRows.filter((order) => order.businessId === row.id);
    row.totalOrders = own.length;
    row.totalRevenue = sum(own.filter((order) => order.paymentStatus === 'completed').map((order) => order.grandTotal));
  }
  for (const profile of people.profileRows) {
    const own = orderRows.filter((order) => order.userId === profile.id);
    profile.totalOrders = own.length;
    profile.totalSpent = sum(
      own.filter((order) => order.paymentStatus === 'completed').map((order) => order.grandTotal),
    );
  }
  for (const { id, row } of people.driverAccounts) {
    const delivered = orderRows.filter((order) => order.driverId === id && order.status === 'delivered');
    row.totalDeliveries = delivered.length;
    row.totalEarnings = sum(delivered.map((order) => order.deliveryFee ?? 0));
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
