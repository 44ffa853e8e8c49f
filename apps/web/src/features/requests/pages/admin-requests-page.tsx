import { Bike, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DriverRequestsTab } from '../components/admin/driver-requests-tab';
import { PartnerRequestsTab } from '../components/admin/partner-requests-tab';
import { useRequestsAdminTexts } from '../components/admin/texts';

/** Gestion des Demandes (spec 02 §2): partner and driver applications, decided and turned into accounts. */
export default function AdminRequestsPage() {
  // `?type=drivers` opens the drivers' tab (the link of a driver application's notification).
  const [params] = useSearchParams();
  const t = useRequestsAdminTexts();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <Tabs defaultValue={params.get('type') === 'drivers' ? 'drivers' : 'partners'} className="min-w-0">
        <TabsList className="h-auto min-h-11 w-full sm:w-auto" aria-label={t.requestTypes}>
          <TabsTrigger value="partners" className="py-1.5 leading-tight sm:whitespace-nowrap">
            <Store aria-hidden className="hidden size-4 sm:block" /> {t.partnerRequests}
          </TabsTrigger>
          <TabsTrigger value="drivers" className="py-1.5 leading-tight sm:whitespace-nowrap">
            <Bike aria-hidden className="hidden size-4 sm:block" /> {t.driverRequests}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="partners">
          <h2 className="sr-only">{t.partnerRequests}</h2>
          <PartnerRequestsTab />
        </TabsContent>
        <TabsContent value="drivers">
          <h2 className="sr-only">{t.driverRequests}</h2>
          <DriverRequestsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
