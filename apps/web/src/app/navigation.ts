import type { Translation } from '@livra/shared/locale';
import type { Role } from '@livra/shared/roles';
import { MENUS_UI } from '@livra/shared/ui/menus';
import {
  BarChart3,
  Bell,
  Bike,
  BookOpen,
  Building2,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FileText,
  Heart,
  History,
  Inbox,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Mail,
  MapPin,
  Receipt,
  Server,
  Settings,
  ShoppingBag,
  Store,
  User,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the overview pages). */
  end?: boolean;
  /** Its label in the menus catalogue, for the links translated so far (docs/decisions/009-languages.md). */
  text?: MenuLabel;
  /** Its label among the dashboards' links (`MENUS_UI.nav`). */
  navText?: NavKey;
}

type MenuTexts = Translation<typeof MENUS_UI>;
type MenuLabel = { [K in keyof MenuTexts]: MenuTexts[K] extends string ? K : never }[keyof MenuTexts];
type NavKey = keyof typeof MENUS_UI.nav;

/** A link's label in the chosen language, when translated; its French label otherwise. */
export function navLabel(item: NavItem, t: MenuTexts): string {
  if (item.text) return t[item.text];
  return item.navText ? t.nav[item.navText] : item.label;
}

/** Each role's area, in French (`t.areaTitles` in the chosen language). */
export const AREA_TITLES: Record<Role, string> = MENUS_UI.areaTitles;

/** A dashboard link, labelled from the menus catalogue. */
const link = (to: string, navText: NavKey, icon: LucideIcon, end?: boolean): NavItem => ({
  to,
  label: MENUS_UI.nav[navText],
  navText,
  icon,
  ...(end ? { end } : {}),
});

/** The sidebar of each role's dashboard. */
export const DASHBOARD_NAV: Record<Role, NavItem[]> = {
  customer: [
    link('/dashboard', 'overview', LayoutDashboard, true),
    link('/dashboard/orders', 'myOrders', ClipboardList),
    link('/dashboard/profile', 'profile', User),
    link('/dashboard/addresses', 'addresses', MapPin),
    link('/dashboard/payments', 'payments', Wallet),
    link('/dashboard/reservations', 'reservations', CalendarDays),
    link('/dashboard/notifications', 'notifications', Bell),
    link('/dashboard/favorites', 'favorites', Heart),
  ],
  partner: [
    link('/partner-dashboard', 'dashboard', LayoutDashboard, true),
    link('/partner-dashboard/orders', 'orders', ClipboardList),
    link('/partner-dashboard/menu', 'menu', UtensilsCrossed),
    link('/partner-dashboard/reservations', 'reservations', CalendarDays),
    link('/partner-dashboard/drivers', 'drivers', Bike),
    link('/partner-dashboard/revenue', 'revenue', BarChart3),
    link('/partner-dashboard/billing', 'billing', Receipt),
    link('/partner-dashboard/notifications', 'notifications', Bell),
    link('/partner-dashboard/profile', 'businessProfile', Store),
    link('/partner-dashboard/account', 'myAccount', User),
    link('/partner-dashboard/settings', 'settings', Settings),
  ],
  admin: [
    link('/admin-dashboard', 'dashboard', LayoutDashboard, true),
    link('/admin-dashboard/orders', 'orders', ClipboardList),
    link('/admin-dashboard/businesses', 'businesses', Building2),
    link('/admin-dashboard/users', 'users', Users),
    link('/admin-dashboard/drivers', 'drivers', Bike),
    link('/admin-dashboard/requests', 'requests', Inbox),
    link('/admin-dashboard/subscriptions', 'subscriptions', CreditCard),
    link('/admin-dashboard/notifications', 'notifications', Bell),
    link('/admin-dashboard/content', 'content', FileText),
    link('/admin-dashboard/analytics', 'analytics', BarChart3),
    link('/admin-dashboard/system', 'system', Server),
    link('/admin-dashboard/email-test', 'emailTest', Mail),
  ],
  driver: [
    link('/driver-dashboard', 'dashboard', LayoutDashboard, true),
    link('/driver-dashboard/orders', 'myDeliveries', Bike),
    link('/driver-dashboard/history', 'history', History),
    link('/driver-dashboard/location', 'myPosition', MapPin),
    link('/driver-dashboard/notifications', 'notifications', Bell),
  ],
};

/** The role links of the header's user menu (spec 01 §2). */
export const HEADER_ROLE_LINKS: Record<Role, NavItem[]> = {
  customer: [
    { to: '/cart', label: 'Panier', icon: ShoppingBag, text: 'cart' },
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, text: 'dashboard' },
  ],
  partner: [
    link('/partner-dashboard/orders', 'orders', ClipboardList),
    link('/partner-dashboard/menu', 'manageMenu', UtensilsCrossed),
    link('/partner-dashboard/drivers', 'myDrivers', Bike),
  ],
  admin: [
    link('/admin-dashboard/orders', 'orders', ClipboardList),
    link('/admin-dashboard/businesses', 'businesses', Building2),
    link('/admin-dashboard/users', 'users', Users),
    link('/admin-dashboard/drivers', 'drivers', Bike),
    link('/admin-dashboard/content', 'content', FileText),
    link('/admin-dashboard/analytics', 'analytics', BarChart3),
    link('/admin-dashboard/system', 'system', Server),
  ],
  driver: [
    link('/driver-dashboard/orders', 'myDeliveries', Bike),
    link('/driver-dashboard/history', 'history', History),
    link('/driver-dashboard/location', 'myPosition', MapPin),
  ],
};

/**
 * Where "Mon profil" leads. The spec says /dashboard/profile for non-admins, but that route is
 * customer-only: partners get their own profile page, drivers their dashboard.
 */
export const PROFILE_PATHS: Record<Role, string> = {
  customer: '/dashboard/profile',
  partner: '/partner-dashboard/account',
  admin: '/admin-dashboard/profile',
  driver: '/driver-dashboard',
};

export { hasToolsMenu } from './tools-roles';

/** Public pages offered in the mobile menu and the footer. */
export const DISCOVER_LINKS: NavItem[] = [
  { to: '/restaurants', label: 'Restaurants', icon: UtensilsCrossed, text: 'restaurants' },
  { to: '/categories', label: 'Catégories', icon: LayoutGrid, text: 'categories' },
  { to: '/about', label: 'À propos', icon: BookOpen, text: 'about' },
  { to: '/articles', label: 'Articles', icon: FileText, text: 'articles' },
];

/** Maps mirrored and aliased paths onto the sidebar's own paths, for the active link. */
export function canonicalDashboardPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/dashboard/partner')) return path.replace('/dashboard/partner', '/partner-dashboard');
  if (path.startsWith('/dashboard/admin')) return path.replace('/dashboard/admin', '/admin-dashboard');
  if (path === '/admin/requests') return '/admin-dashboard/requests';
  if (path === '/admin-dashboard/settings') return '/admin-dashboard';
  if (path.startsWith('/orders/')) return '/dashboard/orders';
  return path;
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = canonicalDashboardPath(pathname);
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
