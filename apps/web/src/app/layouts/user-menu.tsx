import type { SessionUser } from '@livra/shared/auth';
import { MENUS_UI } from '@livra/shared/ui/menus';
import { ChevronDown, Languages, LogOut } from 'lucide-react';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { UserIdentity } from '@/components/user-identity';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/lib/auth-actions';
import { useTexts } from '@/lib/i18n';
import { useSwitchLocale } from '@/lib/use-switch-locale';
import { navLabel, type NavItem } from '../navigation';
import { accountLinks } from './account-menu';

/** The signed-in user's menu: who they are, their role links, dashboard, profile, sign-out. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { signOut, isPending } = useSignOut();
  const { roleLinks, accountLinks: links } = accountLinks(user.role);
  const t = useTexts('menus', MENUS_UI);
  const language = useSwitchLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full p-0.5 hover:bg-muted data-[state=open]:bg-muted sm:pr-1"
        aria-label={t.userMenu(user.name)}
      >
        <Avatar name={user.name} src={user.profileImage} className="size-9" />
        <ChevronDown aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <UserIdentity user={user} className="px-2.5 py-2" />
        <DropdownMenuSeparator />
        <MenuLinks links={roleLinks} />
        <DropdownMenuSeparator />
        <MenuLinks links={links} />
        <DropdownMenuItem
          lang={language.next}
          disabled={language.pending}
          onSelect={() => void language.switchLocale()}
        >
          <Languages aria-hidden />
          {t.switchTo}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={signOut} className="text-destructive [&_svg]:text-destructive">
          <LogOut aria-hidden />
          {t.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLinks({ links }: { links: NavItem[] }) {
  const t = useTexts('menus', MENUS_UI);
  return links.map((link) => (
    <DropdownMenuItem key={link.to} asChild>
      <Link to={link.to}>
        <link.icon aria-hidden />
        {navLabel(link, t)}
      </Link>
    </DropdownMenuItem>
  ));
}
