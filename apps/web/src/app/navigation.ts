import type { Translation } from '@livra/shared/locale';
import type { Role } from '@livra/shared/roles';
import type { MENUS_UI } from '@livra/shared/ui/menus';
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
}

type MenuTexts = Translation<typeof MENUS_UI>;
type MenuLabel = { [K in keyof MenuTexts]: MenuTexts[K] extends string ? K : never }[keyof MenuTexts];

/** A link's label in the chosen language, when translated; its French label otherwise. */
export function navLabel(item: NavItem, t: MenuTexts): string {
  return item.text ? t[item.text] : item.label;
}

export const AREA_TITLES: Record<Role, string> = {
  customer: 'Espace client',
  partner: 'Espace partenaire',
  admin: 'Administration',
  driver: 'Espace livreur',
};

/** The sidebar of each role's dashboard. */
export const DASHBOARD_NAV: Record<Role, NavItem[]> = {
  customer: [
    { to: '/dashboard', label: "Vue d'ensemble", icon: LayoutDashboard, end: true },
    { to: '/dashboard/orders', label: 'Mes commandes', icon: ClipboardList },
    { to: '/dashboard/profile', label: 'Profil', icon: User },
    { to: '/dashboard/addresses', label: 'Adresses', icon: MapPin },
    { to: '/dashboard/payments', label: 'Paiements', icon: Wallet },
    { to: '/dashboard/reservations', label: 'Réservations', icon: CalendarDays },
    { to: '/dashboard/notifications', label: 'Notifications', icon: Bell },
    { to: '/dashboard/favorites', label: 'Favoris', icon: Heart },
  ],
  partner: [
    { to: '/partner-dashboard', label: 'Tableau de bord', icon: LayoutDashboard, end: true },
    { to: '/partner-dashboard/orders', label: 'Commandes', icon: ClipboardList },
    { to: '/partner-dashboard/menu', label: 'Menu', icon: UtensilsCrossed },
    { to: '/partner-dashboard/reservations', label: 'Réservations', icon: CalendarDays },
    { to: '/partner-dashboard/drivers', label: 'Livreurs', icon: Bike },
    { to: '/partner-dashboard/revenue', label: 'Revenus', icon: BarChart3 },
    { to: '/partner-dashboard/billing', label: 'Facturation', icon: Receipt },
    { to: '/partner-dashboard/notifications', label: 'Notifications', icon: Bell },
    { to: '/partner-dashboard/profile', label: 'Profil du commerce', icon: Store },
    { to: '/partner-dashboard/account', label: 'Mon compte', icon: User },
    { to: '/partner-dashboard/settings', label: 'Paramètres', icon: Settings },
  ],
  admin: [
    { to: '/admin-dashboard', label: 'Tableau de bord', icon: LayoutDashboard, end: true },
    { to: '/admin-dashboard/orders', label: 'Commandes', icon: ClipboardList },
    { to: '/admin-dashboard/businesses', label: 'Commerces', icon: Building2 },
    { to: '/admin-dashboard/users', label: 'Utilisateurs', icon: Users },
    { to: '/admin-dashboard/drivers', label: 'Livreurs', icon: Bike },
    { to: '/admin-dashboard/requests', label: 'Demandes', icon: Inbox },
    { to: '/admin-dashboard/subscriptions', label: 'Abonnements', icon: CreditCard },
    { to: '/admin-dashboard/notifications', label: 'Notifications', icon: Bell },
    { to: '/admin-dashboard/content', label: 'Contenu', icon: FileText },
    { to: '/admin-dashboard/analytics', label: 'Analytique', icon: BarChart3 },
    { to: '/admin-dashboard/system', label: 'Système', icon: Server },
    { to: '/admin-dashboard/email-test', label: "Test d'emails", icon: Mail },
  ],
  driver: [
    { to: '/driver-dashboard', label: 'Tableau de bord', icon: LayoutDashboard, end: true },
    { to: '/driver-dashboard/orders', label: 'Mes livraisons', icon: Bike },
    { to: '/driver-dashboard/history', label: 'Historique', icon: History },
    { to: '/driver-dashboard/location', label: 'Ma position', icon: MapPin },
    { to: '/driver-dashboard/notifications', label: 'Notifications', icon: Bell },
  ],
};

/** The role links of the header's user menu (spec 01 §2). */
export const HEADER_ROLE_LINKS: Record<Role, NavItem[]> = {
  customer: [
    { to: '/cart', label: 'Panier', icon: ShoppingBag, text: 'cart' },
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, text: 'dashboard' },
  ],
  partner: [
    { to: '/partner-dashboard/orders', label: 'Commandes', icon: ClipboardList },
    { to: '/partner-dashboard/menu', label: 'Gérer le menu', icon: UtensilsCrossed },
    { to: '/partner-dashboard/drivers', label: 'Mes livreurs', icon: Bike },
  ],
  admin: [
    { to: '/admin-dashboard/orders', label: 'Commandes', icon: ClipboardList },
    { to: '/admin-dashboard/businesses', label: 'Commerces', icon: Building2 },
    { to: '/admin-dashboard/users', label: 'Utilisateurs', icon: Users },
    { to: '/admin-dashboard/drivers', label: 'Livreurs', icon: Bike },
    { to: '/admin-dashboard/content', label: 'Contenu', icon: FileText },
    { to: '/admin-dashboard/analytics', label: 'Analytique', icon: BarChart3 },
    { to: '/admin-dashboard/system', label: 'Système', icon: Server },
  ],
  driver: [
    { to: '/driver-dashboard/orders', label: 'Mes livraisons', icon: Bike },
    { to: '/driver-dashboard/history', label: 'Historique', icon: History },
    { to: '/driver-dashboard/location', label: 'Ma position', icon: MapPin },
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
