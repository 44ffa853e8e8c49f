import type { Role } from '@livra/shared/roles';
import { MENUS_UI } from '@livra/shared/ui/menus';
import { Wrench } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTexts } from '@/lib/i18n';
import { DASHBOARD_NAV, navLabel } from '../navigation';

/** Quick links to every section of their dashboard, for admins, partners and drivers. */
export default function ToolsMenu({ role }: { role: Role }) {
  const t = useTexts('menus', MENUS_UI);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="data-[state=open]:bg-muted">
          <Wrench aria-hidden />
          {t.toolsButton}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t.areaTitles[role]}</DropdownMenuLabel>
        {DASHBOARD_NAV[role].map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              <item.icon aria-hidden />
              {navLabel(item, t)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
