export * from './money';
export * from './dates';
export * from './roles';
export * from './orders';
export * from './drivers';
export * from './regions';
export * from './messages';
export * from './zod';
export * from './auth';
export * from './passwords';
export * from './emails';
export * from './notifications';
export * from './notification-schemas';
export * from './customers';
export * from './cart';
export * from './catalog';
export * from './search';
export * from './partners';
export * from './subscriptions';
export * from './subscription-schemas';
export * from './requests';
export * from './cart-schemas';
export * from './order-schemas';
export * from './reservations';
export * from './catalog-schemas';
export * from './search-schemas';
export * from './partner-ops';
export * from './partner-ops-schemas';
export * from './partner-schemas';
export * from './driver-app';
export * from './events';
export * from './required';
export * from './admin-lists';
<<<<<<< HEAD
export * from './admin-orders';
=======
export * from './admin-drivers';
>>>>>>> bo-drivers
