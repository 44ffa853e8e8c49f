import type { SessionUser } from '@livra/shared/auth';
import { Bike, Handshake, Home, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { UserIdentity } from '@/components/user-identity';
import { stateFrom, useSignOut } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { AREA_TITLES, DASHBOARD_NAV, DISCOVER_LINKS, hasToolsMenu, type NavItem } from '../navigation';
import { accountLinks } from './account-menu';

const PUBLIC_LINKS: NavItem[] = [
  { to: '/', label: 'Accueil', icon: Home, end: true },
  ...DISCOVER_LINKS,
  { to: '/devenir-partenaire', label: 'Devenir partenaire', icon: Handshake },
  { to: '/devenir-conducteur', label: 'Devenir livreur', icon: Bike },
];

interface MobileMenuProps {
  user: SessionUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone menu: mirrors the header's buttons and user menu, plus the public pages. */
export default function MobileMenu({ user, open, onOpenChange }: MobileMenuProps) {
  const location = useLocation();
  const from = stateFrom(location.state);
  const { signOut, isPending } = useSignOut();
  const close = () => onOpenChange(false);
  const links = user ? accountLinks(user.role) : null;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription>Navigation de Livra</SheetDescription>
        <div className="border-b p-4">
          <Logo onClick={close} />
        </div>
        {user ? (
          <UserIdentity user={user} className="border-b p-4" />
        ) : (
          <div className="grid gap-2 border-b p-4">
            <Button asChild variant="outline">
              <Link to="/login" state={from ? { from } : undefined} onClick={close}>
                Se connecter
              </Link>
            </Button>
            <Button asChild>
              <Link to="/login?action=signup" state={from ? { from } : undefined} onClick={close}>
                S'inscrire
              </Link>
            </Button>
          </div>
        )}
        <nav aria-label="Menu principal" className="flex-1 space-y-5 p-3">
          {user && links && (
            <MenuSection title="Mon compte" items={[...links.roleLinks, ...links.accountLinks]} onNavigate={close} />
          )}
          {user && hasToolsMenu(user.role) && (
            <MenuSection
              title={`Outils · ${AREA_TITLES[user.role]}`}
              items={DASHBOARD_NAV[user.role]}
              onNavigate={close}
            />
          )}
          <MenuSection title="Découvrir" items={PUBLIC_LINKS} onNavigate={close} />
        </nav>
        {user && (
          <div className="border-t p-4">
            <Button variant="outline" className="w-full text-destructive" loading={isPending} onClick={signOut}>
              <LogOut aria-hidden />
              Se déconnecter
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function MenuSection({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <div>
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul>
        {items.map(({ to, label, icon: Icon, end }) => {
          const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={`${title}-${to}`}>
              <Link
                to={to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted',
                  active && 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
