import { formatDateTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import type { SecurityOverview } from '@livra/shared/system';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useLocale, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { endSessions, useSecurity, useSystemAction } from '../api';

type SessionUser = SecurityOverview['sessions']['users'][number];

/** Failed sign-ins of the last 24 h and open sessions, with « end all sessions » per user. */
export function SecurityCard() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  const security = useSecurity();
  const { user: me } = useSession();
  const [ending, setEnding] = useState<SessionUser | null>(null);
  const end = useSystemAction(endSessions);
  const data = security.data;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden className="size-4 text-brand-600" /> {t.security}
      </h3>
      {security.isError ? (
        <LoadError error={security.error} onRetry={() => void security.refetch()} />
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <div>
            <p className="text-sm">
              {t.failedSignIns}
              <strong className="tabular-nums">{data.failedSignIns.total}</strong>
            </p>
            {data.failedSignIns.byEmail.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
                {data.failedSignIns.byEmail.slice(0, 5).map((row) => (
                  <li key={row.email} className="break-all">
                    {t.failedTimes(row.email, row.count, formatDateTime(row.lastAt, locale))}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="min-w-0">
            <p className="text-sm">
              {t.openSessions}
              <strong className="tabular-nums">{data.sessions.total}</strong>
            </p>
            <ul className="mt-1 max-h-72 divide-y overflow-auto text-sm">
              {data.sessions.users.map((user) => (
                <li key={user.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {user.name}{' '}
                      <span className="text-xs font-normal text-muted-foreground">({t.roles[user.role]})</span>
                    </span>
                    <span className="block text-xs text-muted-foreground break-all">
                      {user.email} · {t.sessionsCount(user.sessions)}
                    </span>
                  </span>
                  {user.userId !== me?.id && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t.signOutName(user.name)}
                      onClick={() => setEnding(user)}
                    >
                      {t.signOut}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t.endAllTitle}
        description={ending && t.endAllText(ending.name, ending.email)}
        confirmLabel={t.endSessions}
        pending={end.isPending}
        onConfirm={() =>
          ending &&
          end.mutate(ending.userId, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setEnding(null);
            },
            onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
          })
        }
      />
    </Card>
  );
}
