import { Bike, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DriverRequestsTab } from '../components/admin/driver-requests-tab';
import { PartnerRequestsTab } from '../components/admin/partner-requests-tab';

/** Gestion des Demandes (spec 02 §2): partner and driver applications, decided and turned into accounts. */
export default function AdminRequestsPage() {
  // `?type=drivers` opens the drivers' tab (the link of a driver application's notification).
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Gestion des Demandes"
        description="Les candidatures des partenaires et des chauffeurs : approuvez, rejetez, créez les comptes."
      />
      <Tabs defaultValue={params.get('type') === 'drivers' ? 'drivers' : 'partners'} className="min-w-0">
        <TabsList className="h-auto min-h-11 w-full sm:w-auto" aria-label="Type de demandes">
          <TabsTrigger value="partners" className="py-1.5 leading-tight sm:whitespace-nowrap">
            <Store aria-hidden className="hidden size-4 sm:block" /> Demandes partenaires
          </TabsTrigger>
          <TabsTrigger value="drivers" className="py-1.5 leading-tight sm:whitespace-nowrap">
            <Bike aria-hidden className="hidden size-4 sm:block" /> Demandes chauffeurs
          </TabsTrigger>
        </TabsList>
        <TabsContent value="partners">
          <h2 className="sr-only">Demandes partenaires</h2>
          <PartnerRequestsTab />
        </TabsContent>
        <TabsContent value="drivers">
          <h2 className="sr-only">Demandes chauffeurs</h2>
          <DriverRequestsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
