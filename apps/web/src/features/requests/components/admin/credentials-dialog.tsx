import type { AccountCredentials } from '@livra/shared/admin-requests';
import { ExternalLink, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CopyField } from './copy-field';
import { useRequestsAdminTexts } from './texts';

export interface CreatedAccount {
  kind: 'partner' | 'driver';
  credentials: AccountCredentials;
}

/**
 * The account just created: its e-mail and generated password, each copyable, and for a partner
 * the link to their dashboard (spec 02 §2). Shown once: the password is stored only hashed.
 */
export function CredentialsDialog({ account, onClose }: { account: CreatedAccount | null; onClose: () => void }) {
  const t = useRequestsAdminTexts();
  const origin = window.location.origin;
  const link = account?.kind === 'partner' ? `${origin}/partner-dashboard` : `${origin}/driver/login`;
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound aria-hidden className="size-5 text-brand-600" /> {t.accountCreatedTitle}
          </DialogTitle>
          <DialogDescription>{t.credentialsOf(account?.credentials.name ?? '')}</DialogDescription>
        </DialogHeader>
        {account && (
          <dl className="grid gap-3">
            <CopyField label={t.email} value={account.credentials.email} />
            <CopyField label={t.password} value={account.credentials.password} mono />
            <div className="grid gap-1">
              <dt className="text-xs font-medium text-muted-foreground">
                {account.kind === 'partner' ? t.partnerDashboard : t.driverSignIn}
              </dt>
              <dd>
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-4"
                >
                  {link} <ExternalLink aria-hidden className="size-4 shrink-0" />
                </a>
              </dd>
            </div>
          </dl>
        )}
        <DialogFooter>
          <Button className="h-11" onClick={onClose}>
            {t.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
