import type { SessionUser } from '@livra/shared/auth';
import { MENUS_UI } from '@livra/shared/ui/menus';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { ArrowLeft, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '@/components/link';
import { EmailVerificationSlot } from '@/components/email-verification-slot';
import { OfflineBanner } from '@/components/offline-banner';
import { Logo } from '@/components/logo';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useSignOut } from '@/lib/auth-actions';
import { useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { DASHBOARD_NAV, isNavItemActive, navLabel } from '../navigation';
import { useIsPageLoading } from '../root-layout';
import { HeaderExtras } from './header-extras';
import { useProfileLocale } from '@/lib/use-switch-locale';

/**
 * The dashboard of the signed-in user's role (the route guard has checked the role): a sidebar
 * on wide screens, a drawer on phones, both headed by who is signed in and a logout button.
 */
export default function DashboardLayout() {
  const { user } = useSession();
  // A dashboard opened directly (no public header on the way) also takes the account's language.
  useProfileLocale(user);
  const { pathname } = useLocation();
  // The menu is open on the page it was opened from: following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const loading = useIsPageLoading();
  const t = useTexts('menus', MENUS_UI);
  const shell = useTexts('shell', SHELL_UI);

  if (!user) return <PageSpinner />;

  return (
    <div className="min-h-dvh bg-background">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r bg-card lg:flex">
        <Sidebar user={user} />
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent>
          <SheetTitle className="sr-only">{t.areaTitles[user.role]}</SheetTitle>
          <SheetDescription>{t.dashboardNavigation}</SheetDescription>
          <Sidebar user={user} />
        </SheetContent>
      </Sheet>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-card/95 px-4 backdrop-blur lg:px-8">
          <Button
            variant="ghost"
            size="icon"
            className="-ml-3 lg:hidden"
            aria-label={shell.openMenu}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden className="size-5!" />
          </Button>
          <p className="truncate text-sm font-semibold">{t.areaTitles[user.role]}</p>
          <div className="ml-auto flex items-center gap-1">
            <HeaderExtras user={user} />
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <ArrowLeft aria-hidden />
                <span className="hidden sm:inline">{t.backToSite}</span>
                <span className="sm:hidden">{t.site}</span>
              </Link>
            </Button>
          </div>
        </header>
        <OfflineBanner />
        <EmailVerificationSlot />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {loading ? <PageSpinner /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}

function Sidebar({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const { signOut, isPending } = useSignOut();
  const t = useTexts('menus', MENUS_UI);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 items-center border-b px-4">
        <Logo />
      </div>
      <div className="border-b p-4">
        <div className="flex items-center gap-3">
          <Avatar name={user.name} src={user.profileImage} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <Button variant="outline" size="sm" className="mt-3 w-full" loading={isPending} onClick={signOut}>
          {!isPending && <LogOut aria-hidden />}
          {t.signOut}
        </Button>
      </div>
      <nav aria-label={t.areaTitles[user.role]} className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-0.5">
          {DASHBOARD_NAV[user.role].map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-stone-700 transition-colors hover:bg-muted hover:text-foreground',
                    active && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700',
                  )}
                >
                  <Icon
                    aria-hidden
                    className={cn('size-4 shrink-0', active ? 'text-brand-600' : 'text-muted-foreground')}
                  />
                  {navLabel(item, t)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
