import { BarChart3, Building2, Inbox, Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { DashboardGreeting } from '@/components/dashboard-greeting';
import { QuickLinks } from '@/components/quick-links';

const LINKS = [
  {
    to: '/admin-dashboard/requests',
    label: 'Demandes',
    description: 'Candidatures des partenaires et livreurs',
    icon: Inbox,
  },
  {
    to: '/admin-dashboard/businesses',
    label: 'Commerces',
    description: 'Les commerces de la plateforme',
    icon: Building2,
  },
  { to: '/admin-dashboard/users', label: 'Utilisateurs', description: 'Tous les comptes', icon: Users },
  {
    to: '/admin-dashboard/analytics',
    label: 'Analytique',
    description: 'Les chiffres de la plateforme',
    icon: BarChart3,
  },
];

/** The admin home, also shown at /admin-dashboard/settings. */
export default function AdminHomePage() {
  return (
    <div className="space-y-8">
      <DashboardGreeting eyebrow="Administration" description="Pilotez la plateforme Livra." />
      <QuickLinks links={LINKS} />
      <ComingSoon>
        Les chiffres de la période (aujourd'hui, semaine, mois, année) s'afficheront ici très bientôt.
      </ComingSoon>
    </div>
  );
}
