export const VEHICLE_TYPES = ['Moto', 'Voiture', 'Camion', 'Vélo'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const DEFAULT_VEHICLE_TYPE: VehicleType = 'Moto';

export const DRIVER_TYPES = ['independent', 'service'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];
export const DRIVER_TYPE_LABELS: Record<DriverType, string> = {
  independent: 'Chauffeur Indépendant',
  service: 'Chauffeur de Service',
};
export const DEFAULT_DRIVER_TYPE: DriverType = 'independent';

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
};

export const WORK_SESSION_STATUSES = ['active', 'ended'] as const;
export type WorkSessionStatus = (typeof WORK_SESSION_STATUSES)[number];

export const DRIVER_MIN_AGE = 18;
export const DRIVER_EXPERIENCE_MAX = 50;
export const DRIVER_NAME_MIN = 2;
