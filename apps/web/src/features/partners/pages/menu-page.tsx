import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveEvent } from '@/lib/realtime';
import { opsKey, useMenuCategories, useMenuItems } from '../components/ops/api';
import { MenuCategories } from '../components/ops/menu-categories';
import { MenuItems } from '../components/ops/menu-items';
import { PartnerPage } from '../components/partner-page';
import { placeholderKeys } from '@/lib/utils';
import { usePartnerTexts } from '../texts';

export default function MenuPage() {
  const t = usePartnerTexts();
  return (
    <PartnerPage title={t.menu} description={t.menuIntro}>
      {(business) => <MenuEditor businessId={business.id} />}
    </PartnerPage>
  );
}

function MenuEditor({ businessId }: { businessId: string }) {
  const t = usePartnerTexts();
  const categories = useMenuCategories(businessId);
  const items = useMenuItems(businessId);
  const queryClient = useQueryClient();
  // The menu edited from another phone or tab.
  useLiveEvent('partner_menu', () => void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'menu') }));

  const failed = (categories.isError && !categories.data) || (items.isError && !items.data);
  if (failed) {
    return (
      <LoadError
        error={categories.error ?? items.error}
        onRetry={() => {
          void categories.refetch();
          void items.refetch();
        }}
      />
    );
  }
  if (!categories.data || !items.data) return <MenuSkeleton />;
  return (
    <div className="space-y-4">
      <Button asChild variant="outline" className="h-11">
        <Link to={`/services/${businessId}`}>
          <ExternalLink aria-hidden />
          {t.seeMyCustomerPage}
        </Link>
      </Button>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <MenuCategories businessId={businessId} categories={categories.data} />
        <MenuItems businessId={businessId} categories={categories.data} items={items.data} />
      </div>
    </div>
  );
}

function MenuSkeleton() {
  const t = usePartnerTexts();
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
      role="status"
      aria-label={t.loadingMenu}
    >
      <Skeleton className="h-72 w-full" />
      <div className="space-y-3">
        {placeholderKeys(6).map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    </div>
  );
}
