import { PARTNER_TEXTS, type PartnerBusinessSummary } from '@livra/shared/partners';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerLiveUpdates } from '../api';
import { useSelectedBusiness } from '../business-context';
import { usePartnerMessage, usePartnerTexts } from '../texts';
import { BusinessSwitcher } from './business-switcher';

interface PartnerPageProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  documentTitle?: string;
  /** The page for the business being managed; re-rendered when the partner switches. */
  children: (business: PartnerBusinessSummary) => ReactNode;
}

/**
 * The frame of every partner page: heading, business switcher, live refresh, and the states
 * before there is a business to show (loading, failed, none yet).
 */
export function PartnerPage({ title, description, eyebrow, documentTitle, children }: PartnerPageProps) {
  const t = usePartnerTexts();
  const translate = usePartnerMessage();
  const selected = useSelectedBusiness();
  usePartnerLiveUpdates();
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} eyebrow={eyebrow} documentTitle={documentTitle} />
      {selected.isLoading ? (
        <>
          <Skeleton className="h-10 w-64 max-w-full rounded-full" />
          <Skeleton className="h-64 w-full" />
        </>
      ) : selected.isError ? (
        <LoadError error={selected.error} onRetry={selected.refetch} />
      ) : !selected.business ? (
        <EmptyState
          icon={Store}
          title={translate(PARTNER_TEXTS.noBusiness)}
          description={t.noBusinessHint}
          action={
            <Button asChild variant="outline" size="lg">
              <Link to="/devenir-partenaire">{t.becomePartner}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <BusinessSwitcher />
          {/* A key per business: switching starts the page afresh (forms, tabs, scroll). */}
          <div key={selected.business.id}>{children(selected.business)}</div>
        </>
      )}
    </div>
  );
}
