import type { SessionUser } from '@livra/shared/auth';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { COMMON_UI } from '@livra/shared/ui/common';
import { useTexts } from '@/lib/i18n';

/** Who is signed in: avatar, name, e-mail and role, at the top of the menus and sidebars. */
export function UserIdentity({ user, className }: { user: SessionUser; className?: string }) {
  const t = useTexts('common', COMMON_UI);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Avatar name={user.name} src={user.profileImage} />
      <div className="min-w-0">
        <p className="truncate font-semibold">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        <Badge variant="brand" className="mt-1">
          {t.roles[user.role]}
        </Badge>
      </div>
    </div>
  );
}
