import type { Role } from '@livra/shared/roles';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AREA_TITLES, DASHBOARD_NAV } from '../navigation';

/** Quick links to every section of their dashboard, for admins, partners and drivers. */
export default function ToolsMenu({ role }: { role: Role }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="data-[state=open]:bg-muted">
          <Wrench aria-hidden />
          Outils
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{AREA_TITLES[role]}</DropdownMenuLabel>
        {DASHBOARD_NAV[role].map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
