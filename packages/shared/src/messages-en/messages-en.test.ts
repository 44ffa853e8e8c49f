import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { translateMessage } from '../messages-translate';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel } from '../order-lifecycle';

describe('the orders and drivers messages in English', () => {
  it("answers the admin orders' and drivers' messages in English, with their values", () => {
    expect(translateMessage(MESSAGES.orderDeliveredPaid, 'en')).toMatch(/^This order is delivered and paid/);
    expect(translateMessage(MESSAGES.adminDriverAssigned('Alseny Conté'), 'en')).toBe(
      'Alseny Conté will deliver this order',
    );
    expect(translateMessage(MESSAGES.driverActivated, 'en')).toBe('Driver activated');
    expect(translateMessage(MESSAGES.driverDeleteWithDeliveries(1), 'en')).toMatch(/^This driver has 1 delivery:/);
    expect(translateMessage(MESSAGES.driverActivated, 'fr')).toBe('Livreur activé avec succès');
    // A status named inside a message is given in English too.
    expect(translateMessage(MESSAGES.orderAlreadyFinal('Livrée'), 'en')).toBe(
      'This order is already delivered: its status can no longer change.',
    );
    expect(translateMessage(MESSAGES.adminStatusChanged('En cours de livraison'), 'en')).toBe(
      'Order status: Out for delivery',
    );
  });

  it('names every status in English, and keeps French the default', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusLabel(status)).toBe(ORDER_STATUS_LABELS[status]);
      expect(orderStatusLabel(status, 'en')).not.toBe(ORDER_STATUS_LABELS[status]);
    }
    expect(orderStatusLabel('out_for_delivery', 'en')).toBe('Out for delivery');
    expect(orderStatusLabel('unknown', 'en')).toBe('unknown');
  });
});
