import type { SessionUser } from '@livra/shared/auth';
import { MENUS_UI } from '@livra/shared/ui/menus';
import { Bike, Handshake, Home, Languages, LogOut } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { UserIdentity } from '@/components/user-identity';
import { stateFrom } from '@/lib/auth';
import { useSignOut } from '@/lib/auth-actions';
import { useTexts } from '@/lib/i18n';
import { useSwitchLocale } from '@/lib/use-switch-locale';
import { cn } from '@/lib/utils';
import { DASHBOARD_NAV, DISCOVER_LINKS, hasToolsMenu, navLabel, type NavItem } from '../navigation';
import { accountLinks } from './account-menu';

const PUBLIC_LINKS: NavItem[] = [
  { to: '/', label: 'Accueil', icon: Home, end: true, text: 'home' },
  ...DISCOVER_LINKS,
  { to: '/devenir-partenaire', label: 'Devenir partenaire', icon: Handshake, text: 'becomePartner' },
  { to: '/devenir-conducteur', label: 'Devenir livreur', icon: Bike, text: 'becomeDriver' },
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
  const t = useTexts('menus', MENUS_UI);
  const language = useSwitchLocale();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="sr-only">{t.menu}</SheetTitle>
        <SheetDescription>{t.menuDescription}</SheetDescription>
        <div className="border-b p-4">
          <Logo onClick={close} />
        </div>
        {user ? (
          <UserIdentity user={user} className="border-b p-4" />
        ) : (
          <div className="grid gap-2 border-b p-4">
            <Button asChild variant="outline">
              <Link to="/login" state={from ? { from } : undefined} onClick={close}>
                {t.signIn}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/login?action=signup" state={from ? { from } : undefined} onClick={close}>
                {t.signUp}
              </Link>
            </Button>
          </div>
        )}
        <nav aria-label={t.mainMenu} className="flex-1 space-y-5 p-3">
          {user && links && (
            <MenuSection title={t.myAccount} items={[...links.roleLinks, ...links.accountLinks]} onNavigate={close} />
          )}
          {user && hasToolsMenu(user.role) && (
            <MenuSection title={t.tools(t.areaTitles[user.role])} items={DASHBOARD_NAV[user.role]} onNavigate={close} />
          )}
          <MenuSection title={t.discover} items={PUBLIC_LINKS} onNavigate={close} />
          <Button
            variant="outline"
            className="w-full"
            lang={language.next}
            loading={language.pending}
            onClick={() => void language.switchLocale()}
          >
            <Languages aria-hidden />
            {t.switchTo}
          </Button>
        </nav>
        {user && (
          <div className="border-t p-4">
            <Button variant="outline" className="w-full text-destructive" loading={isPending} onClick={signOut}>
              <LogOut aria-hidden />
              {t.signOut}
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function MenuSection({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const t = useTexts('menus', MENUS_UI);
  return (
    <div>
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul>
        {items.map((item) => {
          const { to, icon: Icon, end } = item;
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
                {navLabel(item, t)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
