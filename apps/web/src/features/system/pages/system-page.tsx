import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { AuditLog } from '../components/audit-log';
import { BackupsCard } from '../components/backups-card';
import { MaintenanceCard } from '../components/maintenance-card';
import { ResourceGauges } from '../components/resource-gauges';
import { SecurityCard } from '../components/security-card';
import { SettingsForm } from '../components/settings-form';

export default function SystemPage() {
  const queryClient = useQueryClient();
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={t.description}
        actions={
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'system'] })}
          >
            <RefreshCw aria-hidden /> {t.refresh}
          </Button>
        }
      />
      <div className="min-w-0 space-y-8">
        <ResourceGauges />
        <section aria-labelledby="system-operations" className="space-y-3">
          <h2 id="system-operations" className="text-lg font-bold">
            {t.operations}
          </h2>
          <div className="grid gap-3 lg:grid-cols-3">
            <SecurityCard />
            <BackupsCard />
            <MaintenanceCard />
          </div>
        </section>
        <SettingsForm />
        <AuditLog />
      </div>
    </>
  );
}
