import { MESSAGES } from '@livra/shared/messages';
import { requestStatusQuerySchema } from '@livra/shared/requests';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { InputField, EMAIL_INPUT, PHONE_INPUT } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { StatusLookup } from '../api';
import { useCheckMessage, useRequestsTexts } from '../texts';

type Proof = 'reference' | 'phone';

interface StatusLookupFormProps {
  initial: { email?: string; reference?: string };
  loading: boolean;
  onLookup: (lookup: StatusLookup) => void;
}

/** E-mail plus the request's reference (or the phone given when applying): an e-mail alone is not enough. */
export function StatusLookupForm({ initial, loading, onLookup }: StatusLookupFormProps) {
  const t = useRequestsTexts();
  const check = useCheckMessage();
  const [email, setEmail] = useState(initial.email ?? '');
  const [proof, setProof] = useState<Proof>(initial.reference || !initial.email ? 'reference' : 'phone');
  const [reference, setReference] = useState(initial.reference ?? '');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email, ...(proof === 'reference' ? { reference } : { phone }) };
    const result = requestStatusQuerySchema.safeParse(input);
    if (!result.success) {
      const byField: Record<string, string> = {};
      for (const issue of result.error.issues) {
        // The "reference or phone" rule belongs to whichever of the two is shown.
        const field = issue.path[0] === 'reference' || issue.path[0] === 'phone' ? proof : String(issue.path[0]);
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      toast.error(MESSAGES.validationErrorTitle, { description: Object.values(byField).map(check).join(', ') });
      return;
    }
    setErrors({});
    onLookup({ email: result.data.email, reference: result.data.reference, phone: result.data.phone });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs sm:p-5"
      aria-label={t.findMyRequest}
    >
      <InputField
        id="status-email"
        label={t.emailUsed}
        error={errors.email && check(errors.email)}
        {...EMAIL_INPUT}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <fieldset className="grid min-w-0 grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{t.confirmWith}</legend>
        {(['reference', 'phone'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={proof === value}
            onClick={() => setProof(value)}
            className={cn(
              'min-h-11 rounded-md px-3 text-sm font-medium transition-colors',
              proof === value ? 'bg-card shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {value === 'reference' ? t.myReference : t.myPhone}
          </button>
        ))}
      </fieldset>
      {proof === 'reference' ? (
        <InputField
          id="status-reference"
          label={t.requestReference}
          error={errors.reference && check(errors.reference)}
          hint={t.referenceHint}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t.referencePlaceholder}
        />
      ) : (
        <InputField
          id="status-phone"
          label={t.phoneUsed}
          error={errors.phone && check(errors.phone)}
          {...PHONE_INPUT}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      )}
      <Button type="submit" size="lg" loading={loading}>
        <Search aria-hidden />
        {t.seeMyRequest}
      </Button>
    </form>
  );
}
