import type { AdminBusinessDetail } from '@livra/shared/admin-businesses';
import { OPENING_DAYS } from '@livra/shared/catalog';
import { formatDate } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { SubscriptionStatus } from '@livra/shared/subscriptions';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { DoorClosed, DoorOpen, ExternalLink, Pencil, Power, PowerOff, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLocale, useTexts } from '@/lib/i18n';
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
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
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
              <DialogTitle>{t.details}</DialogTitle>
              <DialogDescription className="sr-only">{t.loadingDetails}</DialogDescription>
            </DialogHeader>
            {detail.isError ? (
              <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
            ) : (
              <div role="status" aria-label={t.loading} className="grid gap-3">
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
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const locale = useLocale();
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
                t.businessFallback}
            </DialogDescription>
            <BusinessStatusBadge business={business} />
          </div>
        </div>
      </DialogHeader>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="h-11" onClick={() => onEdit(business.id)}>
          <Pencil aria-hidden /> {t.edit}
        </Button>
        {business.isActive ? (
          <Button variant="outline" className="h-11" loading={pending('deactivate')} onClick={() => run('deactivate')}>
            <PowerOff aria-hidden /> {t.deactivate}
          </Button>
        ) : (
          <Button variant="outline" className="h-11" loading={pending('activate')} onClick={() => run('activate')}>
            <Power aria-hidden /> {t.activate}
          </Button>
        )}
        {business.isOpen ? (
          <Button variant="outline" className="h-11" loading={pending('close')} onClick={() => run('close')}>
            <DoorClosed aria-hidden /> {t.close}
          </Button>
        ) : (
          <Button variant="outline" className="h-11" loading={pending('open')} onClick={() => run('open')}>
            <DoorOpen aria-hidden /> {t.open}
          </Button>
        )}
        <Button variant="outline" className="h-11 text-destructive" onClick={() => onDelete(business.id)}>
          <Trash2 aria-hidden /> {t.delete}
        </Button>
        {business.isActive && (
          <Button asChild variant="link" className="h-11">
            <Link to={`/services/${business.id}`} target="_blank" rel="noopener">
              {t.publicPage} <ExternalLink aria-hidden />
            </Link>
          </Button>
        )}
      </div>

      <Section title={t.ownerSection}>
        {owner ? (
          <div className="flex items-center gap-3 rounded-lg border p-3">
            <PartnerSummary partner={owner} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noOwner}</p>
        )}
      </Section>

      <Section title={t.activity}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label={t.orders} value={orders.total} />
          <Figure label={t.delivered} value={orders.delivered} />
          <Figure label={t.inProgress} value={orders.inProgress} />
          <Figure label={t.cancelled} value={orders.cancelled} />
          <Figure label={t.revenueReceived} value={formatGNF(orders.revenue, locale)} />
          <Figure
            label={t.rating}
            value={
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                {formatRating(business.rating, locale)}
              </span>
            }
            hint={t.reviews(business.reviewCount)}
          />
          <Figure label={t.menu} value={t.menuItems(menu.items)} hint={t.available(menu.availableItems)} />
          <Figure label={t.menuCategories} value={menu.categories} />
        </dl>
        <p className="text-xs text-muted-foreground">
          {orders.lastOrderAt ? t.lastOrder(formatDate(orders.lastOrderAt, locale)) : t.noOrdersYet}
          {business.serviceDrivers > 0 && t.serviceDrivers(business.serviceDrivers)}
        </p>
      </Section>

      <Section title={t.subscription}>
        {subscription ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Row label={t.plan} value={subscription.planName} />
            <Row
              label={t.status}
              value={t.subscriptionStatuses[subscription.status as SubscriptionStatus] ?? subscription.status}
            />
            <Row label={t.monthlyAmount} value={formatGNFFull(subscription.monthlyAmount, locale)} />
            <Row
              label={t.period}
              value={
                subscription.startDate
                  ? `${formatDate(subscription.startDate, locale)} → ${subscription.endDate ? formatDate(subscription.endDate, locale) : '…'}`
                  : '—'
              }
            />
            {subscription.suspendedUntil && (
              <Row label={t.suspendedUntil} value={formatDate(subscription.suspendedUntil, locale)} />
            )}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noSubscription}</p>
        )}
      </Section>

      <Section title={t.contactAndDelivery}>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <Row label={t.address} value={fullAddress(business.address, business.region)} />
          <Row label={t.phone} value={business.phone ?? '—'} />
          <Row label={t.email} value={business.email ?? '—'} />
          <Row label={t.deliveryTime} value={business.deliveryTime} />
          <Row label={t.deliveryFee} value={formatGNFFull(business.deliveryFee, locale)} />
          <Row label={t.joined} value={formatDate(business.createdAt, locale)} />
        </dl>
        {business.description && <p className="text-sm text-muted-foreground">{business.description}</p>}
      </Section>

      <Section title={t.openingHours}>
        {business.openingHours ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-3">
            {OPENING_DAYS.map((day) => {
              const slot = business.openingHours?.[day];
              return <Row key={day} label={t.days[day]} value={slot ? `${slot.open} – ${slot.close}` : t.closed} />;
            })}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t.notGiven}</p>
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
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{t.rowLabel(label)}</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}
