import { like } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders } from '@/db/schema/index';
import { signInCustomers } from './customers';
import { describeCpu, measureCpu } from './cpu-split';
import { profiled } from './profile';
import type { startLoadGenerator } from './load';
import { ORDERS_AIM, type Row } from './report';

interface OrderRun {
  appUrl: string;
  db: Db;
  load: ReturnType<typeof startLoadGenerator>;
  settle: () => Promise<void>;
  emails: string[];
  orderable: { menuItemId: string }[];
  connections: number;
  duration: number;
  warmup: number;
  step: (text: string) => void;
  /** pgbench's TPC-B transactions per second on the same server: the base of the ratio. */
  anchorTps?: number;
}

const ORDER_BODY = {
  deliveryMethod: 'delivery',
  deliveryAddress: 'Rue KA-020, Kaloum, Conakry',
  landmark: 'En face de la grande mosquée',
};

/**
 * Signed-in customers fill their cart and place an order, again and again (see load-client.ts),
 * then the orders stored are counted: as many as answered 201, plus at most one per connection
 * still in flight when the run stopped — never a doubled one.
 */
export async function measureOrders(run: OrderRun): Promise<{ rows: Row[]; note: string }> {
  const customers = await signInCustomers(run.appUrl, run.emails, run.orderable);
  run.step(`${customers.length} clients connectés ; commandes…`);
  const job = (duration: number) =>
    run.load.run({
      kind: 'orders',
      url: run.appUrl,
      customers: customers.map(({ cookie, menuItemId }) => ({ cookie, menuItemId })),
      orderBody: ORDER_BODY,
      connections: run.connections,
      duration,
    });
  const storedOrders = () => run.db.$count(orders, like(orders.idempotencyKey, 'bench-%'));

  await job(run.warmup);
  await run.settle();
  const before = await storedOrders();
  // The app runs in this process (the load in a child): the CPU over the run and the requests
  // still in flight when it stopped, per order stored.
  const {
    result: { main: order, extra: cart },
    cpu,
  } = await measureCpu(async () => {
    const result = await profiled('orders', () => job(run.duration));
    await run.settle();
    return result;
  });
  const stored = (await storedOrders()) - before;

  const note = `${customers.length} clients, chacun remplit son panier puis commande`;
  const rows: Row[] = [
    {
      endpoint: 'POST /api/orders',
      note,
      ...order,
      baselineRps: run.anchorTps,
      ratio: run.anchorTps ? order.rps / run.anchorTps : undefined,
      aims: { p99: true, ratio: false, ...ORDERS_AIM },
    },
  ];
  if (cart)
    rows.push({
      endpoint: 'POST /api/cart/items',
      note: 'le remplissage avant chaque commande',
      ...cart,
      aims: { p99: false, ratio: false },
    });
  const placed = order.requests - order.failures;
  const check = stored >= placed && stored <= placed + run.connections ? 'cohérent' : 'INCOHÉRENT';
  return {
    rows,
    note: `commandes : ${placed} créées (201) et ${stored} en base (${check}) ; par remplissage + commande : ${describeCpu(cpu, stored)}`,
  };
}
