import type { AdminBusinessDetail } from '@livra/shared/admin-businesses';
import { OPENING_DAY_LABELS, OPENING_DAYS } from '@livra/shared/catalog';
import { formatDate } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { subscriptionStatusLabel } from '@livra/shared/subscriptions';
import { DoorClosed, DoorOpen, ExternalLink, Pencil, Power, PowerOff, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAdminBusiness, useSwitchBusiness, type BusinessSwitch } from '../../admin-api';
import { BusinessLogo } from './business-logo';
import { BusinessStatusBadge } from './business-status-badge';
import { formatRating } from './business-table';
import { PartnerSummary } from './partner-picker';

const SWITCH_DONE: Record<BusinessSwitch, string> = {
  activate: MESSAGES.businessActivated,
  deactivate: MESSAGES.businessDeactivated,
  open: MESSAGES.businessOpened,
  close: MESSAGES.businessClosedByAdmin,
};

interface BusinessDetailDialogProps {
  id: string | null;
  onClose: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The view of one business: owner, menu, orders, revenue, subscription, settings, and its actions. */
export function BusinessDetailDialog({ id, onClose, onEdit, onDelete }: BusinessDetailDialogProps) {
  const detail = useAdminBusiness(id);
  const business = detail.data && detail.data.id === id ? detail.data : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {business ? (
          <DetailBody business={business} onEdit={onEdit} onDelete={onDelete} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Détails du commerce</DialogTitle>
              <DialogDescription className="sr-only">Chargement des détails du commerce</DialogDescription>
            </DialogHeader>
            {detail.isError ? (
              <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
            ) : (
              <div role="status" aria-label="Chargement…" className="grid gap-3">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-24 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  business,
  onEdit,
  onDelete,
}: {
  business: AdminBusinessDetail;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const switcher = useSwitchBusiness();
  const run = (action: BusinessSwitch) =>
    switcher.mutate(
      { id: business.id, action },
      {
        onSuccess: () => toast.success(SWITCH_DONE[action]),
        onError: (error) => toast.error(MESSAGES.actionError, { description: errorMessage(error) }),
      },
    );
  const pending = (action: BusinessSwitch) => switcher.isPending && switcher.variables?.action === action;
  const { owner, orders, menu, subscription } = business;

  return (
    <>
      <DialogHeader>
        <div className="flex items-start gap-3">
          <BusinessLogo src={business.logo} className="size-14" />
          <div className="min-w-0 space-y-1">
            <DialogTitle>{business.name}</DialogTitle>
            <DialogDescription>
              {[business.businessType, business.category, business.cuisineType].filter(Boolean).join(' · ') ||
                'Commerce'}
            </DialogDescription>
            <BusinessStatusBadge business={business} />
          </div>
        </div>
      </DialogHeader>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="h-11" onClick={() => onEdit(business.id)}>
          <Pencil aria-hidden /> Modifier
        </Button>
        {business.isActive ? (
          <Button variant="outline" className="h-11" loading={pending('deactivate')} onClick={() => run('deactivate')}>
            <PowerOff aria-hidden /> Désactiver
          </Button>
        ) : (
          <Button variant="outline" className="h-11" loading={pending('activate')} onClick={() => run('activate')}>
            <Power aria-hidden /> Activer
          </Button>
        )}
        {business.isOpen ? (
          <Button variant="outline" className="h-11" loading={pending('close')} onClick={() => run('close')}>
            <DoorClosed aria-hidden /> Fermer
          </Button>
        ) : (
          <Button variant="outline" className="h-11" loading={pending('open')} onClick={() => run('open')}>
            <DoorOpen aria-hidden /> Ouvrir
          </Button>
        )}
        <Button variant="outline" className="h-11 text-destructive" onClick={() => onDelete(business.id)}>
          <Trash2 aria-hidden /> Supprimer
        </Button>
        {business.isActive && (
          <Button asChild variant="link" className="h-11">
            <Link to={`/services/${business.id}`} target="_blank" rel="noopener">
              Page publique <ExternalLink aria-hidden />
            </Link>
          </Button>
        )}
      </div>

      <Section title="Propriétaire">
        {owner ? (
          <div className="flex items-center gap-3 rounded-lg border p-3">
            <PartnerSummary partner={owner} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Aucun compte partenaire pour l'instant : il se crée depuis la page des demandes.
          </p>
        )}
      </Section>

      <Section title="Activité">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Commandes" value={orders.total} />
          <Figure label="Livrées" value={orders.delivered} />
          <Figure label="En cours" value={orders.inProgress} />
          <Figure label="Annulées" value={orders.cancelled} />
          <Figure label="Revenus encaissés" value={formatGNF(orders.revenue)} />
          <Figure
            label="Note"
            value={
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                {formatRating(business.rating)}
              </span>
            }
            hint={`${business.reviewCount} avis`}
          />
          <Figure label="Menu" value={`${menu.items} articles`} hint={`${menu.availableItems} disponibles`} />
          <Figure label="Catégories de menu" value={menu.categories} />
        </dl>
        <p className="text-xs text-muted-foreground">
          {orders.lastOrderAt
            ? `Dernière commande le ${formatDate(orders.lastOrderAt)}`
            : 'Aucune commande pour le moment'}
          {business.serviceDrivers > 0 &&
            ` · ${business.serviceDrivers} livreur${business.serviceDrivers > 1 ? 's' : ''} de service`}
        </p>
      </Section>

      <Section title="Abonnement">
        {subscription ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Row label="Formule" value={subscription.planName} />
            <Row label="Statut" value={subscriptionStatusLabel(subscription.status)} />
            <Row label="Montant mensuel" value={formatGNFFull(subscription.monthlyAmount)} />
            <Row
              label="Période"
              value={
                subscription.startDate
                  ? `${formatDate(subscription.startDate)} → ${subscription.endDate ? formatDate(subscription.endDate) : '…'}`
                  : '—'
              }
            />
            {subscription.suspendedUntil && (
              <Row label="Suspendu jusqu'au" value={formatDate(subscription.suspendedUntil)} />
            )}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Aucun abonnement</p>
        )}
      </Section>

      <Section title="Coordonnées et livraison">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <Row label="Adresse" value={fullAddress(business.address, business.region)} />
          <Row label="Téléphone" value={business.phone ?? '—'} />
          <Row label="Email" value={business.email ?? '—'} />
          <Row label="Temps de livraison" value={business.deliveryTime} />
          <Row label="Frais de livraison" value={formatGNFFull(business.deliveryFee)} />
          <Row label="Inscription" value={formatDate(business.createdAt)} />
        </dl>
        {business.description && <p className="text-sm text-muted-foreground">{business.description}</p>}
      </Section>

      <Section title="Horaires d'ouverture">
        {business.openingHours ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-3">
            {OPENING_DAYS.map((day) => {
              const slot = business.openingHours?.[day];
              return (
                <Row
                  key={day}
                  label={OPENING_DAY_LABELS[day]}
                  value={slot ? `${slot.open} – ${slot.close}` : 'Fermé'}
                />
              );
            })}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Non renseignés</p>
        )}
      </Section>
    </>
  );
}

/** The address and its region, unless the address already names it. */
function fullAddress(address: string | null, region: string) {
  if (!address) return region;
  return address.toLowerCase().includes(region.toLowerCase()) ? address : `${address}, ${region}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-md bg-muted/60 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-bold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label} :</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}
