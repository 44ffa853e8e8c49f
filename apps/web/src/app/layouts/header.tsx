import type { SessionUser } from '@livra/shared/auth';
import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { Logo } from '@/components/logo';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { SearchBox } from '@/features/search/components/search-box';
import { stateFrom, useSession } from '@/lib/auth';
import { useTexts } from '@/lib/i18n';
import { useProfileLocale } from '@/lib/use-switch-locale';
import { LanguageSwitch } from '@/components/language-switch';
import { hasToolsMenu } from '../tools-roles';
import { HeaderExtras } from './header-extras';

// Menus are downloaded when needed (signed in, or the menu button reached for), not on the first load.
const UserMenu = lazy(() => import('./user-menu'));
const ToolsMenu = lazy(() => import('./tools-menu'));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function Header() {
  const { user, status } = useSession();
  const location = useLocation();
  const t = useTexts('shell', SHELL_UI);
  useProfileLocale(user);
  // Keep the page the route guard remembered, so sign-in can return to it.
  const from = stateFrom(location.state);
  const loginState = from ? { from } : undefined;

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:h-16 lg:px-6">
        <MobileMenuButton user={user} />
        <Logo />
        <SearchBox className="mx-4 hidden max-w-xl flex-1 md:block" />
        <div className="ml-auto flex items-center sm:gap-2">
          <LanguageSwitch className="px-2" />
          {status === 'pending' ? (
            <Skeleton className="h-9 w-24 rounded-full" />
          ) : user ? (
            <>
              <HeaderExtras user={user} />
              {hasToolsMenu(user.role) && (
                <Suspense fallback={null}>
                  <div className="hidden md:block">
                    <ToolsMenu role={user.role} />
                  </div>
                </Suspense>
              )}
              <Suspense fallback={<Avatar name={user.name} src={user.profileImage} className="size-9" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link to="/devenir-partenaire">{t.becomePartner}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/login" state={loginState}>
                  {t.signIn}
                </Link>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link to="/login?action=signup" state={loginState}>
                  {t.signUp}
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
      {/* On the home page the hero carries the search box, on /search the page has its own. */}
      {location.pathname !== '/' && location.pathname !== '/search' && (
        <div className="px-4 pb-3 md:hidden">
          <SearchBox />
        </div>
      )}
    </header>
  );
}

/** The phone menu button; the drawer's code is fetched as soon as the finger reaches for it. */
function MobileMenuButton({ user }: { user: SessionUser | null }) {
  const t = useTexts('shell', SHELL_UI);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<'idle' | 'loading' | 'ready'>('idle');
  const wantsOpen = useRef(false);

  function load(thenOpen: boolean) {
    if (thenOpen) {
      wantsOpen.current = true;
      setOpen(true);
    }
    if (code !== 'idle') return;
    setCode('loading');
    loadMobileMenu().then(
      () => setCode('ready'),
      () => {
        setCode('idle');
        setOpen(false);
        if (wantsOpen.current) toast.error(SHELL_MESSAGES.errorTitle, { description: t.networkError });
        wantsOpen.current = false;
      },
    );
  }

  function change(next: boolean) {
    wantsOpen.current = next;
    setOpen(next);
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-ml-3 md:hidden"
        aria-label={t.openMenu}
        aria-expanded={open}
        onPointerDown={() => load(false)}
        onClick={() => load(true)}
      >
        {open && code === 'loading' ? <Spinner className="size-5" /> : <Menu aria-hidden className="size-5!" />}
      </Button>
      {code === 'ready' && (
        <Suspense fallback={null}>
          <MobileMenu user={user} open={open} onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}
