import { TEST_EMAIL_TYPES, type TestEmailType } from '@livra/shared/email-test';
import { sampleEmailPayload } from '@livra/shared/emails';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_EMAILS_UI } from '@livra/shared/ui/admin-emails';
import { Send } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSendTestEmail } from '../api';

/** Type, recipient e-mail and name, the sample payload read-only, and the send button. */
export function TestSendForm() {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const inChosenLanguage = useMessage();
  const locale = useLocale();
  const [type, setType] = useState<TestEmailType>('request-confirmation');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [error, setError] = useState<string>();
  // The sample's dates are those of the page's opening: the payload does not change under the eye.
  const [openedAt] = useState(() => new Date());
  const send = useSendTestEmail();

  const sample = useMemo(() => {
    const { to: _to, ...payload } = sampleEmailPayload(type, recipientEmail.trim(), recipientName.trim(), openedAt);
    return JSON.stringify(payload, null, 2);
  }, [type, recipientEmail, recipientName, openedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipientEmail.trim() || !recipientName.trim()) {
      setError(inChosenLanguage(MESSAGES.emailTestMissing));
      return;
    }
    setError(undefined);
    send.mutate(
      { type, recipientEmail, recipientName },
      {
        // The server words the line in French; in English it is rebuilt from the entry it answers.
        onSuccess: (answer) =>
          toast.success(MESSAGES.emailSentTitle, {
            description: locale === 'en' ? t.test.queued(t.types[answer.entry.type], answer.entry.to) : answer.message,
          }),
        onError: (failure) => {
          const message = errorMessage(failure);
          setError(message);
          toast.error(MESSAGES.emailSendErrorTitle, { description: message });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="grid gap-1.5">
        <Label htmlFor="email-test-type">{t.emailType}</Label>
        <Select id="email-test-type" value={type} onChange={(event) => setType(event.target.value as TestEmailType)}>
          {TEST_EMAIL_TYPES.map((value) => (
            <option key={value} value={value}>
              {t.types[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="email-test-recipient-email"
          label={t.recipientEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
          aria-required
        />
        <InputField
          id="email-test-recipient-name"
          label={t.recipientName}
          autoComplete="off"
          value={recipientName}
          onChange={(event) => setRecipientName(event.target.value)}
          aria-required
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="grid gap-1.5">
        <h3 id="email-test-sample" className="text-sm font-medium">
          {t.sampleData} <span className="font-normal text-muted-foreground">{t.readOnly}</span>
        </h3>
        {/* Read-only: the server builds this very payload again from the type and the recipient. */}
        <textarea
          aria-labelledby="email-test-sample"
          readOnly
          rows={14}
          value={sample}
          spellCheck={false}
          className="w-full resize-y rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40"
        />
      </div>
      <div>
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden /> {t.sendTest}
        </Button>
      </div>
    </form>
  );
}
