import { relations } from 'drizzle-orm';
import { auditLog } from './audit';
import { accounts, sessions, users } from './auth';
import { cartItems, carts } from './cart';
import { businesses, businessTypeMenuTemplates, businessTypes, categories, menuCategories, menuItems } from './catalog';
import { favorites, reservations, userAddresses, userPaymentMethods } from './customers';
import { driverDocuments, driverLocations, drivers, workSessions } from './drivers';
import { notifications } from './notifications';
import { orderItems, orders, orderStatusHistory, reviews } from './orders';
import { partnerSubscriptions, subscriptionNotifications, subscriptionPlans } from './subscriptions';
import { roles, userProfiles } from './users';

/** Relations for drizzle's relational queries (`db.query.orders.findMany({ with: { items: true } })`). */

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(userProfiles),
  cart: one(carts),
  driver: one(drivers),
  sessions: many(sessions),
  accounts: many(accounts),
  addresses: many(userAddresses),
  paymentMethods: many(userPaymentMethods),
  favorites: many(favorites),
  reservations: many(reservations),
  notifications: many(notifications),
  orders: many(orders),
  reviews: many(reviews),
  ownedBusinesses: many(businesses),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const rolesRelations = relations(roles, ({ many }) => ({
  profiles: many(userProfiles),
}));

export const userProfilesRelations = relations(userProfiles, ({ one }) => ({
  user: one(users, { fields: [userProfiles.id], references: [users.id] }),
  role: one(roles, { fields: [userProfiles.roleId], references: [roles.id] }),
}));

export const userAddressesRelations = relations(userAddresses, ({ one }) => ({
  user: one(users, { fields: [userAddresses.userId], references: [users.id] }),
}));

export const userPaymentMethodsRelations = relations(userPaymentMethods, ({ one }) => ({
  user: one(users, { fields: [userPaymentMethods.userId], references: [users.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
  business: one(businesses, { fields: [favorites.businessId], references: [businesses.id] }),
}));

export const reservationsRelations = relations(reservations, ({ one }) => ({
  user: one(users, { fields: [reservations.userId], references: [users.id] }),
  business: one(businesses, { fields: [reservations.businessId], references: [businesses.id] }),
}));

export const businessTypesRelations = relations(businessTypes, ({ many }) => ({
  businesses: many(businesses),
  menuTemplates: many(businessTypeMenuTemplates),
}));

export const businessTypeMenuTemplatesRelations = relations(businessTypeMenuTemplates, ({ one }) => ({
  businessType: one(businessTypes, {
    fields: [businessTypeMenuTemplates.businessTypeId],
    references: [businessTypes.id],
  }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  businesses: many(businesses),
}));

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  owner: one(users, { fields: [businesses.ownerId], references: [users.id] }),
  businessType: one(businessTypes, { fields: [businesses.businessTypeId], references: [businessTypes.id] }),
  category: one(categories, { fields: [businesses.categoryId], references: [categories.id] }),
  selectedPlan: one(subscriptionPlans, { fields: [businesses.selectedPlanId], references: [subscriptionPlans.id] }),
  menuCategories: many(menuCategories),
  menuItems: many(menuItems),
  orders: many(orders),
  reviews: many(reviews),
  reservations: many(reservations),
  favorites: many(favorites),
  drivers: many(drivers),
  subscriptions: many(partnerSubscriptions),
}));

export const menuCategoriesRelations = relations(menuCategories, ({ one, many }) => ({
  business: one(businesses, { fields: [menuCategories.businessId], references: [businesses.id] }),
  items: many(menuItems),
}));

export const menuItemsRelations = relations(menuItems, ({ one }) => ({
  business: one(businesses, { fields: [menuItems.businessId], references: [businesses.id] }),
  menuCategory: one(menuCategories, { fields: [menuItems.menuCategoryId], references: [menuCategories.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  business: one(businesses, { fields: [carts.businessId], references: [businesses.id] }),
  items: many(cartItems),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  menuItem: one(menuItems, { fields: [cartItems.menuItemId], references: [menuItems.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  business: one(businesses, { fields: [orders.businessId], references: [businesses.id] }),
  driver: one(drivers, { fields: [orders.driverId], references: [drivers.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  review: one(reviews),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  menuItem: one(menuItems, { fields: [orderItems.menuItemId], references: [menuItems.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  changedByUser: one(users, { fields: [orderStatusHistory.changedBy], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  order: one(orders, { fields: [reviews.orderId], references: [orders.id] }),
  business: one(businesses, { fields: [reviews.businessId], references: [businesses.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const driversRelations = relations(drivers, ({ one, many }) => ({
  user: one(users, { fields: [drivers.userId], references: [users.id] }),
  business: one(businesses, { fields: [drivers.businessId], references: [businesses.id] }),
  documents: many(driverDocuments),
  workSessions: many(workSessions),
  locations: many(driverLocations),
  orders: many(orders),
}));

export const driverDocumentsRelations = relations(driverDocuments, ({ one }) => ({
  driver: one(drivers, { fields: [driverDocuments.driverId], references: [drivers.id] }),
}));

export const workSessionsRelations = relations(workSessions, ({ one }) => ({
  driver: one(drivers, { fields: [workSessions.driverId], references: [drivers.id] }),
}));

export const driverLocationsRelations = relations(driverLocations, ({ one }) => ({
  driver: one(drivers, { fields: [driverLocations.driverId], references: [drivers.id] }),
  order: one(orders, { fields: [driverLocations.orderId], references: [orders.id] }),
}));

export const subscriptionPlansRelations = relations(subscriptionPlans, ({ many }) => ({
  subscriptions: many(partnerSubscriptions),
  selectedBy: many(businesses),
}));

export const partnerSubscriptionsRelations = relations(partnerSubscriptions, ({ one, many }) => ({
  business: one(businesses, { fields: [partnerSubscriptions.businessId], references: [businesses.id] }),
  plan: one(subscriptionPlans, { fields: [partnerSubscriptions.planId], references: [subscriptionPlans.id] }),
  notifications: many(subscriptionNotifications),
}));

export const subscriptionNotificationsRelations = relations(subscriptionNotifications, ({ one }) => ({
  subscription: one(partnerSubscriptions, {
    fields: [subscriptionNotifications.subscriptionId],
    references: [partnerSubscriptions.id],
  }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorId], references: [users.id] }),
}));
