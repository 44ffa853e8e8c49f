import type { BUSINESS_TYPE_NAMES, DriverType, Region, RequestStatus, Role, VehicleType } from '@livra/shared';
import type { ItemImageKind } from '../images';

/** The demo data is written by hand here; `seedDemoData` turns it into rows. */

export type BusinessTypeName = (typeof BUSINESS_TYPE_NAMES)[number];
export type PlanName = 'Essentiel' | 'Pro' | 'Premium';
export type OwnerKey = 'demoPartner' | 'kadiatou' | 'alpha' | 'fanta';

export interface SeedPerson {
  key: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  /** Street, district and city; the city decides the customer's region. */
  address?: string;
  joinedDaysAgo: number;
  isActive?: boolean;
  dateOfBirth?: string;
  gender?: 'male' | 'female' | 'other';
}

export interface SeedDriver {
  key: string;
  name: string;
  email: string;
  phone: string;
  driverType: DriverType;
  /** Key of the business a service driver works for. */
  businessKey?: string;
  isVerified: boolean;
  isActive?: boolean;
  vehicleType: VehicleType;
  vehiclePlate?: string;
  rating: number;
  requestStatus: RequestStatus;
  experienceYears: number;
  availabilityHours?: string;
  preferredZones?: string[];
  notes?: string;
  adminNotes?: string;
  appliedDaysAgo: number;
  /** Whether the driver has a user account (approved drivers get one from an admin). */
  hasAccount: boolean;
}

export interface SeedMenuItem {
  name: string;
  description: string;
  price: number;
  image: ItemImageKind;
  popular?: boolean;
  unavailable?: boolean;
}

export interface SeedMenuCategory {
  name: string;
  description?: string;
  items: SeedMenuItem[];
}

type Hours = { open: string; close: string } | null;
export type OpeningHours = Record<
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
  Hours
>;

export interface SeedBusiness {
  key: string;
  name: string;
  description: string;
  type: BusinessTypeName;
  /** Name of one of the categories of migration 0002. */
  category: string;
  cuisineType?: string;
  address: string;
  region: Region;
  /** Latitude, longitude. */
  position: [number, number];
  phone: string;
  email?: string;
  hours: OpeningHours;
  deliveryTime: string;
  deliveryFee: number;
  rating: number;
  reviewCount: number;
  isActive?: boolean;
  isOpen?: boolean;
  owner?: OwnerKey;
  /** The plan chosen in the partner application the owner once sent. */
  appliedWithPlan?: PlanName;
  joinedDaysAgo: number;
  menu: SeedMenuCategory[];
}

export interface SeedPartnerRequest {
  key: string;
  name: string;
  description: string;
  type: BusinessTypeName;
  address: string;
  region: Region;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  planName: PlanName;
  status: RequestStatus;
  requestNotes?: string;
  adminNotes?: string;
  daysAgo: number;
}

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The same hours every day, except the days listed as closed. */
export function everyDay(open: string, close: string, closed: (typeof WEEK)[number][] = []): OpeningHours {
  return Object.fromEntries(WEEK.map((day) => [day, closed.includes(day) ? null : { open, close }])) as OpeningHours;
}

/** Weekday hours, with other hours on Sunday (null: closed on Sunday). */
export function weekAndSunday(open: string, close: string, sunday: Hours): OpeningHours {
  return { ...everyDay(open, close), sunday };
}

/**
 * A menu item written as one line: name, price in GNF, picture, description and flags
 * (`popular`, `unavailable`).
 */
export function item(
  name: string,
  price: number,
  image: ItemImageKind,
  description: string,
  flags: { popular?: boolean; unavailable?: boolean } = {},
): SeedMenuItem {
  return { name, price, image, description, ...flags };
}
