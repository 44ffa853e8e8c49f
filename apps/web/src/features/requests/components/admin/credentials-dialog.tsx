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

export interface CreatedAccount {
  kind: 'partner' | 'driver';
  credentials: AccountCredentials;
}

/**
 * The account just created: its e-mail and generated password, each copyable, and for a partner
 * the link to their dashboard (spec 02 §2). Shown once: the password is stored only hashed.
 */
export function CredentialsDialog({ account, onClose }: { account: CreatedAccount | null; onClose: () => void }) {
  const origin = window.location.origin;
  const link = account?.kind === 'partner' ? `${origin}/partner-dashboard` : `${origin}/driver/login`;
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound aria-hidden className="size-5 text-brand-600" /> Compte créé
          </DialogTitle>
          <DialogDescription>
            Identifiants de {account?.credentials.name}. Ils ont aussi été envoyés par e-mail ; le mot de passe devra
            être changé à la première connexion. Notez-le maintenant : il ne sera plus affiché.
          </DialogDescription>
        </DialogHeader>
        {account && (
          <dl className="grid gap-3">
            <CopyField label="Email" value={account.credentials.email} />
            <CopyField label="Mot de passe" value={account.credentials.password} mono />
            <div className="grid gap-1">
              <dt className="text-xs font-medium text-muted-foreground">
                {account.kind === 'partner' ? 'Tableau de bord partenaire' : 'Connexion livreur'}
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
            Terminé
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
