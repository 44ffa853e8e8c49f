import type { OrderStatus } from '@livra/shared';
import type { CatalogBusiness } from './catalog';
import type { OrderPlan } from './orders';
import type { SeedCustomer, SeedDriverAccount } from './people';
import { MINUTE, type Random } from './random';

/** Orders in progress right now, so every dashboard has something live to show. */
const LIVE: {
  business: string;
  customer: string;
  status: OrderStatus;
  minutesAgo: number;
  driver?: string;
  items?: string[];
}[] = [
  {
    business: 'chez-fatou-saveurs-de-guinee',
    customer: 'mariama-diallo',
    status: 'out_for_delivery',
    minutesAgo: 38,
    driver: 'ibrahima-camara',
    items: ['Riz gras au poulet', 'Attiéké poisson frit', 'Jus de bissap'],
  },
  { business: 'le-maquis-de-kaloum', customer: 'oumou-sylla', status: 'pending', minutesAgo: 4 },
  { business: 'le-maquis-de-kaloum', customer: 'thierno-balde', status: 'confirmed', minutesAgo: 17 },
  { business: 'le-maquis-de-kaloum', customer: 'kadiatou-toure', status: 'preparing', minutesAgo: 26 },
  { business: 'le-maquis-de-kaloum', customer: 'sekou-keita', status: 'ready', minutesAgo: 41 },
  { business: 'cafe-de-kaloum', customer: 'abdoulaye-soumah', status: 'pending', minutesAgo: 9 },
  { business: 'marche-madina-express', customer: 'oumou-sylla', status: 'confirmed', minutesAgo: 22 },
  { business: 'la-corniche-poissons-braises', customer: 'thierno-balde', status: 'ready', minutesAgo: 48 },
  { business: 'pharmacie-du-port', customer: 'kadiatou-toure', status: 'confirmed', minutesAgo: 14 },
  { business: 'le-relais-de-kindia', customer: 'saran-kondiano', status: 'preparing', minutesAgo: 20 },
];

export function planLiveOrders(
  rnd: Random,
  listed: CatalogBusiness[],
  customers: SeedCustomer[],
  drivers: SeedDriverAccount[],
  now: Date,
): OrderPlan[] {
  return LIVE.map((live) => {
    const business = find(listed, (entry) => entry.seed.key === live.business, live.business);
    const customer = find(customers, (entry) => entry.person.key === live.customer, live.customer);
    const available = business.items.filter((item) => item.isAvailable);
    const chosen = live.items
      ? live.items.map((name) => find(available, (item) => item.name === name, name))
      : rnd.sample(available, rnd.int(1, 3));
    return {
      business,
      customer,
      createdAt: new Date(now.getTime() - live.minutesAgo * MINUTE),
      status: live.status,
      method: 'delivery',
      driver: live.driver ? find(drivers, (driver) => driver.seed.key === live.driver, live.driver) : undefined,
      lines: chosen.map((item, index) => ({ item, quantity: index === 0 ? 2 : 1 })),
      addressIndex: live.driver ? 1 : 0,
    };
  });
}

export function find<T>(items: T[], test: (item: T) => boolean, name: string): T {
  const found = items.find(test);
  if (!found) throw new Error(`Donnée de démonstration introuvable : ${name}`);
  return found;
}
