import type { AdminDriver } from '@livra/shared/admin-drivers';
import type { DriverOrder } from '@livra/shared/driver-app';

/** A driver as the admin drivers API lists it, for the web tests. */
export function driver(overrides: Partial<AdminDriver>): AdminDriver {
  return {
    id: '00000000-0000-4000-8000-0000aaaa1111',
    userId: '00000000-0000-4000-8000-000000000001',
    name: 'Ibrahima Camara',
    email: 'ibrahima@exemple.gn',
    phone: '+224 622 45 21 87',
    driverType: 'independent',
    businessId: null,
    businessName: null,
    isVerified: true,
    isActive: true,
    avatarUrl: null,
    vehicleType: 'Moto',
    vehiclePlate: 'RC-1234-A',
    documentsCount: 3,
    totalDeliveries: 50,
    totalEarnings: 750_000,
    rating: 4.8,
    activeSessions: 1,
    createdAt: '2026-07-08T10:00:00.000Z',
    lastActive: null,
    ...overrides,
  };
}

/** A delivery of the driver's app at a given step, for the web tests. */
export const delivery = (status: DriverOrder['status'], nextAction: DriverOrder['nextAction']): DriverOrder => ({
  id: 'o-1',
  orderNumber: 'LIV-261122-0190',
  status,
  paymentStatus: 'pending',
  nextAction,
  businessName: 'Le Maquis de Kaloum',
  businessAddress: 'Avenue de la République, Kaloum',
  businessPhone: '+224 620 00 00 01',
  pickup: null,
  customerName: 'Oumou Sylla',
  customerPhone: '+224 664 20 31 42',
  deliveryAddress: 'Taouyah, Ratoma, Conakry',
  landmark: "En face de l'école primaire",
  deliveryInstructions: null,
  items: [{ name: 'Carpe braisée', quantity: 2, specialInstructions: null }],
  subtotal: 120_000,
  tax: 21_600,
  deliveryFee: 15_000,
  grandTotal: 156_600,
  earning: 15_000,
  estimatedDelivery: null,
  actualDelivery: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
