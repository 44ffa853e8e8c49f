import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Store, UtensilsCrossed } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavoriteButton } from '@/features/customers/components/favorite-button';
import { businessQuery } from '../api';
import { BusinessContact, BusinessHero, BusinessHeroSkeleton } from '../components/business-hero';
import { MenuList, MenuListSkeleton } from '../components/menu-list';
import { MenuNav, useHeaderHeight } from '../components/menu-nav';
import { OpeningHours } from '../components/opening-hours';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

const MENU_NAV_HEIGHT = 61;

/** /services/:id: a business, its facts and hours, and its menu with the cart's add buttons. */
export default function BusinessPage() {
  const { id = '' } = useParams();
  const business = useQuery(businessQuery(id));
  const headerHeight = useHeaderHeight();
  const t = useTexts('catalog', CATALOG_UI);
  // Unknown (404), suspended by its subscription (404, its own message) or taken out of the catalogue (410).
  const missing =
    business.error instanceof ApiError && [400, 404, 410].includes(business.error.status) ? business.error : null;
  // The same title as the server's HTML for this page (apps/server/src/web-app/page-heads.ts).
  useDocumentTitle(
    business.data
      ? t.businessTitle(business.data.name, business.data.businessType, business.data.region)
      : (missing?.message ?? t.business),
  );
  if (missing) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6">
        <EmptyState
          icon={Store}
          title={missing.message}
          description={missing.code === 'business_suspended' ? t.businessBackSoon : t.businessGone}
          action={
            <Button asChild variant="outline">
              <Link to="/restaurants">{t.seeRestaurants}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (business.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6">
        <LoadError error={business.error} onRetry={() => void business.refetch()} />
      </div>
    );
  }

  const data = business.data;
  return (
    <div className="mx-auto max-w-6xl pb-12 sm:px-4 sm:pt-6 lg:px-6">
      {data ? (
        <BusinessHero business={data} coverAction={<FavoriteButton businessId={data.id} />} />
      ) : (
        <BusinessHeroSkeleton />
      )}
      <div className="mt-6 grid gap-6 px-4 sm:px-0 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <aside className="space-y-3 lg:sticky lg:col-start-2 lg:row-start-1" style={{ top: headerHeight + 16 }}>
          {!data ? (
            // The booking button, the hours and the address and phone take their place before the
            // business arrives, so the menu below them does not jump (Lighthouse's CLS).
            <>
              <Skeleton className="h-11 w-full rounded-lg" />
              <Skeleton className="h-12.5 w-full rounded-lg" />
              <Skeleton className="h-24.5 w-full rounded-lg" />
            </>
          ) : (
            <>
              {data.businessType === 'Restaurant' && (
                <Button asChild variant="outline" className="h-11 w-full">
                  <Link to={`/reservations?business=${data.id}`}>
                    <CalendarDays aria-hidden />
                    {t.bookTable}
                  </Link>
                </Button>
              )}
              <OpeningHours hours={data.openingHours} />
              <BusinessContact business={data} />
            </>
          )}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {!data ? (
            <MenuListSkeleton />
          ) : data.menu.length === 0 ? (
            <EmptyState icon={UtensilsCrossed} title={t.noMenu} />
          ) : (
            <>
              {!data.isOpen && (
                <p
                  role="note"
                  className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  {t.closedNow}
                </p>
              )}
              <MenuNav sections={data.menu} top={headerHeight} />
              <div className="mt-4">
                <MenuList
                  sections={data.menu}
                  scrollMargin={headerHeight + MENU_NAV_HEIGHT + 8}
                  renderAction={(item) => (
                    <AddToCartButton menuItemId={item.id} itemName={item.name} disabled={!data.isOpen} />
                  )}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
