import type { SessionUser } from '@livra/shared/auth';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';
import { COMMON_UI } from '@livra/shared/ui/common';

/** Who is signed in: photo, name, e-mail, phone and role, read from the session. */
export function AccountCard({ user }: { user: SessionUser }) {
  const t = useTexts('auth', AUTH_UI);
  const roles = useTexts('common', COMMON_UI).roles;
  const rows: [string, string | null][] = [
    [t.accountEmail, user.email],
    [t.accountPhone, user.phoneNumber],
    [t.accountAddress, user.address],
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-4 sm:flex-row sm:items-center sm:pt-5">
        <div className="flex items-center gap-4">
          <Avatar name={user.name} src={user.profileImage} className="size-16 text-lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{user.name}</p>
            <Badge variant="brand">{roles[user.role]}</Badge>
          </div>
        </div>
        <dl className="grid flex-1 gap-2 text-sm sm:ml-6 sm:border-l sm:pl-6">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="w-24 shrink-0 text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">
                {value || <span className="text-muted-foreground">{t.notGiven}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
