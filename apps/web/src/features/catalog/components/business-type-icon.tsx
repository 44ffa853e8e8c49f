import {
  Apple,
  Coffee,
  Cross,
  type LucideIcon,
  Package,
  Pill,
  ShoppingBasket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Store,
  UtensilsCrossed,
} from 'lucide-react';

// Icon names as the API may give them (lucide names, any case or separator) and type names.
const ICONS: Record<string, LucideIcon> = {
  utensils: UtensilsCrossed,
  utensilscrossed: UtensilsCrossed,
  restaurant: UtensilsCrossed,
  coffee: Coffee,
  cafe: Coffee,
  shoppingbasket: ShoppingBasket,
  basket: ShoppingBasket,
  marche: ShoppingBasket,
  apple: Apple,
  shoppingcart: ShoppingCart,
  cart: ShoppingCart,
  supermarche: ShoppingCart,
  pill: Pill,
  pills: Pill,
  cross: Cross,
  pharmacie: Pill,
  smartphone: Smartphone,
  phone: Smartphone,
  electronique: Smartphone,
  sparkles: Sparkles,
  beaute: Sparkles,
  package: Package,
  autre: Package,
  store: Store,
};

function normalise(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The lucide icon for a business type: by its icon name, else its type name, else a shop. */
export function businessTypeIcon(icon: string | null | undefined, name?: string | null): LucideIcon {
  return (icon && ICONS[normalise(icon)]) || (name && ICONS[normalise(name)]) || Store;
}
