import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { scrollBehavior } from '@/lib/utils';
import { useRequestStatus, type StatusLookup } from '../api';
import { RequestStatusCard } from '../components/request-status-card';
import { StatusLookupForm } from '../components/status-lookup-form';
import { useRequestsTexts } from '../texts';

/** /requests: an applicant checks where their partner or driver application stands. */
export default function RequestStatusPage() {
  const t = useRequestsTexts();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { email?: string } | null };
  const initial = { email: state?.email, reference: params.get('reference') ?? undefined };
  // With the e-mail and reference both known (just after applying), the answer shows at once.
  const [lookup, setLookup] = useState<StatusLookup | null>(
    initial.email && initial.reference ? { email: initial.email, reference: initial.reference } : null,
  );
  const status = useRequestStatus(lookup);
  const resultRef = useRef<HTMLElement>(null);
  // On a phone the answer lands below the form: bring it into view once it arrives.
  useEffect(() => {
    if (status.data) resultRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
  }, [status.data]);

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t.statusTitle} description={t.statusIntro} />
      <div className="grid gap-6">
        <StatusLookupForm initial={initial} loading={status.isFetching} onLookup={setLookup} />
        {lookup && (
          <section ref={resultRef} aria-live="polite" aria-label={t.result} className="grid gap-3">
            {status.isError ? (
              <LoadError error={status.error} onRetry={() => void status.refetch()} />
            ) : status.isPending ? (
              <Skeleton className="h-44" />
            ) : status.data.length === 0 ? (
              <EmptyState icon={SearchX} title={t.noRequestFound} description={t.noRequestFoundHint} />
            ) : (
              status.data.map((request) => <RequestStatusCard key={request.id} request={request} />)
            )}
          </section>
        )}
        <p className="text-center text-sm text-muted-foreground">
          {t.noRequestYet}{' '}
          <Link to="/devenir-partenaire" className="font-medium text-primary hover:underline">
            {t.becomePartner}
          </Link>{' '}
          {t.or}{' '}
          <Link to="/devenir-chauffeur" className="font-medium text-primary hover:underline">
            {t.becomeDriver}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
