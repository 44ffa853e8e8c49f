import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth';
import { PageHeader } from './page-header';

/** The heading of a dashboard overview: "Bonjour, {name}". */
export function DashboardGreeting({ eyebrow, description }: { eyebrow: string; description?: ReactNode }) {
  const { user } = useSession();
  return (
    <PageHeader
      eyebrow={eyebrow}
      documentTitle={eyebrow}
      title={user ? `Bonjour, ${user.name}` : eyebrow}
      description={description}
    />
  );
}
