import type { SessionUser } from '@livra/shared/auth';
import { ROLE_LABELS } from '@livra/shared/roles';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/lib/auth';
import { accountLinks } from './account-menu';

/** The signed-in user's menu: who they are, their role links, dashboard, profile, sign-out. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { signOut, isPending } = useSignOut();
  const { roleLinks, accountLinks: links } = accountLinks(user.role);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-1 hover:bg-muted data-[state=open]:bg-muted"
        aria-label={`Menu de ${user.name}`}
      >
        <Avatar name={user.name} src={user.profileImage} className="size-9" />
        <ChevronDown aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex items-center gap-3 px-2.5 py-2">
          <Avatar name={user.name} src={user.profileImage} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            <Badge variant="brand" className="mt-1">
              {ROLE_LABELS[user.role]}
            </Badge>
          </div>
        </div>
        <DropdownMenuSeparator />
        {roleLinks.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {links.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={signOut} className="text-destructive [&_svg]:text-destructive">
          <LogOut aria-hidden />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
