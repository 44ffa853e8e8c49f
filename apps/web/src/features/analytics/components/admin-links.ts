/**
 * Where the admin home leads: each admin list opened on the row found (the admin lists read their
 * search from `?q=`). One place, so a detail page added later changes only these lines.
 */
const withSearch = (path: string, search: string) => `${path}?q=${encodeURIComponent(search)}`;

export const ADMIN_LINKS = {
  requests: '/admin-dashboard/requests',
  orders: '/admin-dashboard/orders',
  user: (email: string) => withSearch('/admin-dashboard/users', email),
  business: (name: string) => withSearch('/admin-dashboard/businesses', name),
  driver: (phone: string) => withSearch('/admin-dashboard/drivers', phone),
  order: (orderNumber: string) => withSearch('/admin-dashboard/orders', orderNumber),
};
