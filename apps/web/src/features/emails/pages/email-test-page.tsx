import { ADMIN_EMAILS_UI } from '@livra/shared/ui/admin-emails';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTexts } from '@/lib/i18n';
import { OutboxPreviewDialog } from '../components/outbox-preview-dialog';
import { OutboxReader } from '../components/outbox-reader';
import { TestHistory } from '../components/test-history';
import { TestSendForm } from '../components/test-send-form';

/** Spec 02 §2 « Test d'Emails », with the outbox reader: the way to read mail on an install without SMTP. */
export default function EmailTestPage() {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const [openId, setOpenId] = useState<string>();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <div className="space-y-8">
        <div className="grid min-w-0 gap-8 2xl:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]">
          <section aria-labelledby="email-test-send" className="min-w-0 max-w-3xl space-y-3">
            <h2 id="email-test-send" className="text-lg font-bold">
              {t.sendHeading}
            </h2>
            <TestSendForm />
          </section>
          <TestHistory onOpen={setOpenId} />
        </div>
        <OutboxReader onOpen={setOpenId} />
      </div>
      <OutboxPreviewDialog id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
