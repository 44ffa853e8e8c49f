/** Role ids are fixed by the spec: 1 customer, 2 partner, 3 admin, 4 driver. */
export const ROLES = ['customer', 'partner', 'admin', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_IDS: Record<Role, number> = { customer: 1, partner: 2, admin: 3, driver: 4 };

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Client',
  partner: 'Partenaire',
  admin: 'Administrateur',
  driver: 'Livreur',
};

/** Home of each role, where the route guard sends a user who may not see a page. */
export const ROLE_HOMES: Record<Role, string> = {
  customer: '/dashboard',
  partner: '/partner-dashboard',
  admin: '/admin-dashboard',
  driver: '/driver-dashboard',
};

export function roleFromId(id: number | null | undefined): Role {
  return ROLES.find((role) => ROLE_IDS[role] === id) ?? 'customer';
}

/** Who may call an API route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | Role;
