import type { Role } from '@livra/shared/roles';
import { ROLE_HOMES } from '@livra/shared/roles';
import { LayoutDashboard, User } from 'lucide-react';
import { HEADER_ROLE_LINKS, PROFILE_PATHS, type NavItem } from '../navigation';

/** The links of the user menu: role links, then the dashboard and profile (without repeats). */
export function accountLinks(role: Role): { roleLinks: NavItem[]; accountLinks: NavItem[] } {
  const roleLinks = HEADER_ROLE_LINKS[role];
  const candidates: NavItem[] = [
    { to: ROLE_HOMES[role], label: 'Tableau de bord', icon: LayoutDashboard, text: 'dashboard' },
    { to: PROFILE_PATHS[role], label: 'Mon profil', icon: User, text: 'myProfile' },
  ];
  const seen = new Set(roleLinks.map((link) => link.to));
  const account = candidates.filter((link) => {
    if (seen.has(link.to)) return false;
    seen.add(link.to);
    return true;
  });
  return { roleLinks, accountLinks: account };
}
