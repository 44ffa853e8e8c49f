import { type Region, ROLE_IDS } from '@livra/shared';
import type {
  accounts,
  carts,
  driverDocuments,
  drivers,
  userAddresses,
  userPaymentMethods,
  userProfiles,
  users,
} from '../schema';
import type { SeedOwner } from './catalog';
import {
  DEMO_ACCOUNTS,
  DEMO_DRIVER,
  OTHER_CUSTOMERS,
  OTHER_DRIVERS,
  OTHER_PARTNERS,
  type OwnerKey,
  type SeedDriver,
  type SeedPerson,
} from './data';
import { avatarImage, DOCUMENT_IMAGE } from './images';
import { DAY, HOUR, seedId } from './random';

type AddressRow = typeof userAddresses.$inferInsert & { id: string };
type DriverRow = typeof drivers.$inferInsert & { id: string };
type ProfileRow = typeof userProfiles.$inferInsert & { id: string };

export interface SeedCustomer {
  id: string;
  person: SeedPerson;
  region: Region;
  addresses: AddressRow[];
}

export interface SeedDriverAccount {
  id: string;
  userId: string | null;
  seed: SeedDriver;
  row: DriverRow;
}

export const userIdOf = (key: string) => seedId(`user:${key}`);

function regionOf(address: string | undefined): Region {
  for (const region of ['Kindia', 'Labé', 'Kankan', 'Boké'] as const) if (address?.includes(region)) return region;
  return 'Conakry';
}

const LANDMARKS = [
  'Près de la mosquée du quartier, maison à portail vert',
  "En face de l'école primaire, deuxième rue à droite",
  'Derrière la station-service, immeuble beige',
  'À côté de la boutique Orange Money, portail noir',
  'Près du carrefour, au-dessus de la pharmacie',
  'Derrière le marché, maison avec un manguier',
  'En face du terrain de football',
];

/** Users, credentials, profiles, carts, addresses and drivers of the demo data. */
export function buildPeople(passwordHash: string, now: Date) {
  const userRows: (typeof users.$inferInsert)[] = [];
  const accountRows: (typeof accounts.$inferInsert)[] = [];
  const profileRows: ProfileRow[] = [];

  const addUser = (person: SeedPerson, isVerified = true) => {
    const id = userIdOf(person.key);
    const createdAt = new Date(now.getTime() - person.joinedDaysAgo * DAY);
    const image = avatarImage(person.key);
    userRows.push({
      id,
      name: person.name,
      email: person.email,
      emailVerified: true,
      image,
      createdAt,
      updatedAt: createdAt,
    });
    accountRows.push({
      id: seedId(`account:${person.key}`),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    profileRows.push({
      id,
      name: person.name,
      email: person.email,
      phoneNumber: person.phone,
      address: person.address ?? null,
      profileImage: image,
      roleId: ROLE_IDS[person.role],
      isActive: person.isActive ?? true,
      isVerified,
      dateOfBirth: person.dateOfBirth ?? null,
      gender: person.gender ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    return id;
  };

  for (const person of Object.values(DEMO_ACCOUNTS)) addUser(person);
  OTHER_CUSTOMERS.forEach((person, index) => {
    addUser(person, index % 3 !== 2);
  });
  for (const person of Object.values(OTHER_PARTNERS)) addUser(person);
  const accountDrivers = OTHER_DRIVERS.filter((driver) => driver.hasAccount);
  for (const driver of accountDrivers) {
    addUser(
      { ...driver, role: 'driver', address: 'Conakry', joinedDaysAgo: driver.appliedDaysAgo - 1 },
      driver.isVerified,
    );
  }

  const owners: Record<OwnerKey, SeedOwner> = {
    demoPartner: ownerOf(DEMO_ACCOUNTS.partner),
    kadiatou: ownerOf(OTHER_PARTNERS.kadiatou),
    alpha: ownerOf(OTHER_PARTNERS.alpha),
    fanta: ownerOf(OTHER_PARTNERS.fanta),
  };

  const customers: SeedCustomer[] = [DEMO_ACCOUNTS.customer, ...OTHER_CUSTOMERS].map((person, index) => {
    const id = userIdOf(person.key);
    const createdAt = new Date(now.getTime() - person.joinedDaysAgo * DAY);
    const region = regionOf(person.address);
    const addresses: AddressRow[] =
      index === 0
        ? [
            {
              id: seedId(`address:${person.key}:maison`),
              userId: id,
              label: 'Maison',
              address: 'Kipé, Ratoma, Conakry',
              landmark: 'Derrière la station Total de Kipé, portail bleu',
              city: 'Conakry',
              phone: person.phone,
              instructions: 'Appelez en arrivant au carrefour, je descends.',
              latitude: 9.6079,
              longitude: -13.6498,
              isDefault: true,
              createdAt,
              updatedAt: createdAt,
            },
            {
              id: seedId(`address:${person.key}:bureau`),
              userId: id,
              label: 'Bureau',
              address: 'Boulevard du Commerce, Kaloum, Conakry',
              landmark: 'Immeuble en face du Port autonome, 2e étage',
              city: 'Conakry',
              phone: person.phone,
              instructions: "Déposer à l'accueil.",
              latitude: 9.5095,
              longitude: -13.7138,
              isDefault: false,
              createdAt: new Date(createdAt.getTime() + 3 * DAY),
              updatedAt: new Date(createdAt.getTime() + 3 * DAY),
            },
          ]
        : [
            {
              id: seedId(`address:${person.key}:maison`),
              userId: id,
              label: 'Maison',
              address: person.address ?? region,
              landmark: LANDMARKS[index % LANDMARKS.length],
              city: region,
              phone: person.phone,
              isDefault: true,
              createdAt,
              updatedAt: createdAt,
            },
          ];
    return { id, person, region, addresses };
  });

  const cartRows: (typeof carts.$inferInsert)[] = customers.map((customer) => ({
    id: seedId(`cart:${customer.person.key}`),
    userId: customer.id,
    createdAt: customer.addresses[0].createdAt,
    updatedAt: customer.addresses[0].createdAt,
  }));

  const demoCustomerId = customers[0].id;
  const paymentMethodRows: (typeof userPaymentMethods.$inferInsert)[] = [
    {
      id: seedId('payment:demo:cash'),
      userId: demoCustomerId,
      type: 'cash',
      label: 'Espèces à la livraison',
      isDefault: true,
    },
    {
      id: seedId('payment:demo:om'),
      userId: demoCustomerId,
      type: 'orange_money',
      label: 'Orange Money',
      phoneNumber: DEMO_ACCOUNTS.customer.phone,
    },
  ];

  const driverAccounts: SeedDriverAccount[] = [DEMO_DRIVER, ...OTHER_DRIVERS].map((seed) => {
    const id = seedId(`driver:${seed.key}`);
    const userId = seed.hasAccount ? userIdOf(seed.key) : null;
    const appliedAt = new Date(now.getTime() - seed.appliedDaysAgo * DAY);
    const row: DriverRow = {
      id,
      userId,
      name: seed.name,
      email: seed.email,
      phone: seed.phone,
      driverType: seed.driverType,
      businessId: seed.businessKey ? seedId(`business:${seed.businessKey}`) : null,
      isVerified: seed.isVerified,
      isActive: seed.isActive ?? true,
      avatarUrl: avatarImage(seed.key),
      vehicleType: seed.vehicleType,
      vehiclePlate: seed.vehiclePlate ?? null,
      rating: seed.rating,
      requestStatus: seed.requestStatus,
      experienceYears: seed.experienceYears,
      availabilityHours: seed.availabilityHours ?? null,
      preferredZones: seed.preferredZones ?? [],
      notes: seed.notes ?? null,
      adminNotes: seed.adminNotes ?? null,
      applicationDate: appliedAt,
      lastActive: userId ? new Date(now.getTime() - 3 * HOUR) : null,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    };
    return { id, userId, seed, row };
  });

  const documentRows: (typeof driverDocuments.$inferInsert)[] = driverAccounts.flatMap(({ id, seed, row }) => {
    const types =
      seed.vehicleType === 'Vélo'
        ? ['id_card']
        : ['driving_licence', 'id_card', 'insurance', ...(seed.vehicleType === 'Moto' ? [] : ['technical_inspection'])];
    const status = seed.requestStatus === 'rejected' ? 'rejected' : seed.isVerified ? 'approved' : 'pending';
    return types.map((type) => ({
      id: seedId(`document:${seed.key}:${type}`),
      driverId: id,
      type,
      fileUrl: DOCUMENT_IMAGE,
      status,
      createdAt: row.applicationDate,
    }));
  });

  return {
    userRows,
    accountRows,
    profileRows,
    cartRows,
    paymentMethodRows,
    addressRows: customers.flatMap((customer) => customer.addresses),
    owners,
    customers,
    driverAccounts,
    documentRows,
  };
}

function ownerOf(person: SeedPerson): SeedOwner {
  return { id: userIdOf(person.key), name: person.name, email: person.email, phone: person.phone };
}
