import type { Role } from '@livra/shared/roles';

/** Roles that get the header's tools menu (quick links to every section of their dashboard). */
export function hasToolsMenu(role: Role) {
  return role !== 'customer';
}
