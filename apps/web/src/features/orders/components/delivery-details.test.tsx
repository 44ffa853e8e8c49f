// @vitest-environment jsdom
import type { OrderDetail } from '@livra/shared/orders';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryDetails } from './delivery-details';

const onTheWay = {
  status: 'out_for_delivery',
  businessName: 'Chez Fatou – Saveurs de Guinée',
  businessAddress: null,
  deliveryMethod: 'delivery',
  deliveryAddress: 'Boulevard du Commerce, Kaloum, Conakry',
  landmark: 'Immeuble en face du Port autonome',
  deliveryInstructions: null,
  estimatedDelivery: new Date().toISOString(),
  driver: { name: 'Ibrahima Camara', phone: '+224 622 45 21 87' },
  driverLocation: { latitude: 9.546944, longitude: -13.688761, updatedAt: new Date().toISOString() },
} as unknown as OrderDetail;

describe('DeliveryDetails', () => {
  beforeEach(() => {
    // No network: the map is not attempted and the position shows as coordinates.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the driver's position while the order is on its way", () => {
    render(<DeliveryDetails order={onTheWay} />);
    expect(screen.getByText('9.54694, -13.68876')).toBeTruthy();
    expect(screen.getByText(/Position mise à jour : à l'instant/i)).toBeTruthy();
  });

  it('hides it once the order is delivered', () => {
    render(<DeliveryDetails order={{ ...onTheWay, status: 'delivered' }} />);
    expect(screen.getByText('Ibrahima Camara')).toBeTruthy();
    expect(screen.queryByText('9.54694, -13.68876')).toBeNull();
  });
});
