import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth';
import { PageHeader } from './page-header';
import { COMMON_UI } from '@livra/shared/ui/common';
import { useTexts } from '@/lib/i18n';

/** The heading of a dashboard overview: "Bonjour, {name}". */
export function DashboardGreeting({ eyebrow, description }: { eyebrow: string; description?: ReactNode }) {
  const { user } = useSession();
  const t = useTexts('common', COMMON_UI);
  return (
    <PageHeader
      eyebrow={eyebrow}
      documentTitle={eyebrow}
      title={user ? t.hello(user.name) : eyebrow}
      description={description}
    />
  );
}
