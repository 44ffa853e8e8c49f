import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/auth';
import { ReservationForm } from '../components/reservation-form';
import { ReservationList } from '../components/reservation-list';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

/** Public booking page (`?business=<id>` preselects the restaurant); customers also see their reservations. */
export default function ReservationsPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const t = useTexts('customers', CUSTOMERS_UI);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t.bookTable} description={t.bookTableIntro} />
      <div className="space-y-8">
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <ReservationForm initialBusinessId={params.get('business')} />
          </CardContent>
        </Card>
        {user?.role === 'customer' && (
          <section aria-labelledby="my-reservations" className="space-y-3">
            <h2 id="my-reservations" className="text-xl font-bold tracking-tight">
              {t.myReservations}
            </h2>
            <ReservationList />
          </section>
        )}
      </div>
    </PageContainer>
  );
}
