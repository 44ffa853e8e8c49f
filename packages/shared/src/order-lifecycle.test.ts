import { describe, expect, it } from 'vitest';
import { DRIVER_STEPS, driverNextAction } from './driver-app';
import {
  CANCELLABLE_ORDER_STATUSES,
  FINAL_ORDER_STATUSES,
  ORDER_ACTORS,
  ORDER_LIFECYCLE,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ON_THE_WAY_ORDER_STATUSES,
  PENDING_ORDER_STATUSES,
  SPENT_ORDER_STATUSES,
  mayChangeOrderStatus,
  nextOrderStatus,
  orderStatusLabel,
  type OrderActor,
  type OrderStatus,
} from './orders';

const allowed = (actor: OrderActor) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => mayChangeOrderStatus(actor, from, to)).map((to) => `${from} → ${to}`),
  );

describe('the order lifecycle table', () => {
  it('names exactly the statuses of the spec, with its French labels', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'En attente',
      confirmed: 'Confirmée',
      preparing: 'En préparation',
      ready: 'Prête',
      picked_up: 'Récupérée',
      out_for_delivery: 'En cours de livraison',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    });
    expect(Object.keys(ORDER_LIFECYCLE).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('refers to no unknown status anywhere', () => {
    const known = new Set<string>(ORDER_STATUSES);
    for (const rule of Object.values(ORDER_LIFECYCLE)) {
      expect(Object.keys(rule.setBy).every((actor) => (ORDER_ACTORS as readonly string[]).includes(actor))).toBe(true);
      for (const from of Object.values(rule.setBy)) expect(from.filter((status) => !known.has(status))).toEqual([]);
    }
    for (const list of [
      PENDING_ORDER_STATUSES,
      ON_THE_WAY_ORDER_STATUSES,
      SPENT_ORDER_STATUSES,
      FINAL_ORDER_STATUSES,
    ]) {
      expect(list.filter((status) => !known.has(status))).toEqual([]);
    }
  });

  it('counts open orders as pending (spec §4), pick-up to door as on the way, delivered as spent', () => {
    expect(PENDING_ORDER_STATUSES).toEqual(['pending', 'confirmed', 'preparing']);
    expect(ON_THE_WAY_ORDER_STATUSES).toEqual(['picked_up', 'out_for_delivery']);
    expect(SPENT_ORDER_STATUSES).toEqual(['delivered']);
    expect(FINAL_ORDER_STATUSES).toEqual(['delivered', 'cancelled']);
  });

  it('lets the customer only cancel, and only while the order is pending or confirmed', () => {
    expect(allowed('customer')).toEqual(['pending → cancelled', 'confirmed → cancelled']);
    expect(CANCELLABLE_ORDER_STATUSES).toEqual(['pending', 'confirmed']);
  });

  it('accepts from the driver app exactly the steps a driver may set', () => {
    expect(ORDER_STATUSES.filter((status) => ORDER_LIFECYCLE[status].setBy.driver)).toEqual([...DRIVER_STEPS]);
  });

  it('lets the driver go forward from the counter to the door, never back and never skipping the pick-up', () => {
    expect(allowed('driver')).toEqual([
      'confirmed → picked_up',
      'preparing → picked_up',
      'ready → picked_up',
      'picked_up → out_for_delivery',
      'picked_up → delivered',
      'out_for_delivery → delivered',
    ]);
  });

  it('lets the partner set any status from any status that is not final (spec 02 §4)', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = from !== to && !FINAL_ORDER_STATUSES.includes(from);
        expect(mayChangeOrderStatus('partner', from, to), `partner: ${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('lets the admin set any status from any other status, a final one included (a correction)', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(mayChangeOrderStatus('admin', from, to), `admin: ${from} → ${to}`).toBe(from !== to);
      }
    }
  });

  it('refuses everyone but the admin to leave a delivered or cancelled order, and any move from an unknown status', () => {
    for (const actor of ORDER_ACTORS) {
      for (const to of ORDER_STATUSES) {
        expect(mayChangeOrderStatus(actor, 'completed', to)).toBe(false);
        if (actor === 'admin') continue;
        expect(mayChangeOrderStatus(actor, 'delivered', to)).toBe(false);
        expect(mayChangeOrderStatus(actor, 'cancelled', to)).toBe(false);
      }
    }
  });

  it('says what setting a status does: the 30-minute estimate, the delivery time, the cancellation reason', () => {
    expect(ORDER_LIFECYCLE.out_for_delivery.effects).toEqual({ estimateMinutes: 30 });
    expect(ORDER_LIFECYCLE.delivered.effects).toEqual({ recordsDelivery: true });
    expect(ORDER_LIFECYCLE.cancelled.effects).toEqual({ storesCancellationReason: true });
    expect(ORDER_STATUSES.filter((status) => Object.keys(ORDER_LIFECYCLE[status].effects).length > 0)).toEqual([
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    for (const status of ORDER_STATUSES)
      expect(ORDER_LIFECYCLE[status].notice.sentence).toMatch(/^Votre commande|^Le /);
  });

  it('gives unknown statuses their own text as label', () => {
    expect(orderStatusLabel('completed')).toBe('completed');
    expect(orderStatusLabel('ready')).toBe('Prête');
  });

  it('follows the usual road: a pickup order is handed over at the counter', () => {
    expect(nextOrderStatus('ready', 'delivery')).toBe('picked_up');
    expect(nextOrderStatus('ready', 'pickup')).toBe('delivered');
    expect(nextOrderStatus('out_for_delivery', 'delivery')).toBe('delivered');
    expect(nextOrderStatus('delivered', 'delivery')).toBeNull();
    expect(nextOrderStatus('cancelled', 'pickup')).toBeNull();
  });

  it('tells the driver the next step the table allows, then the cash', () => {
    const next = (status: OrderStatus) => driverNextAction(status, 'pending');
    expect(ORDER_STATUSES.map(next)).toEqual([
      null,
      'picked_up',
      'picked_up',
      'picked_up',
      'out_for_delivery',
      'delivered',
      'cash',
      null,
    ]);
    expect(driverNextAction('delivered', 'completed')).toBeNull();
  });
});
