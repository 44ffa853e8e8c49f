import { MENUS_UI } from '@livra/shared/ui/menus';
import { MESSAGES } from '@livra/shared/messages';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useMessage, useTexts } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { errorMessage, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { useSubscribeNewsletter } from '../api';

// The shared zod rule, fetched when the visitor reaches for the box: zod stays out of the first load.
const loadSchema = () => import('@livra/shared/auth').then((m) => m.newsletterSchema);

/** The footer newsletter box: really subscribes, and says so (or why not). */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const id = useId();
  const t = useTexts('menus', MENUS_UI);
  const message = useMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      toast.error(MESSAGES.errorTitle, { description: NETWORK_ERROR_MESSAGE });
      return;
    }
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        const message = answer?.message || MESSAGES.newsletterSubscribed;
        if (message === MESSAGES.newsletterAlreadySubscribed) toast.info(message);
        else toast.success(message);
        setEmail('');
      },
      onError: (failure) => {
        const message = errorMessage(failure);
        setError(message);
        toast.error(MESSAGES.errorTitle, { description: message });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="font-semibold text-white">
        {t.newsletter}
      </p>
      <p className="text-sm text-stone-400">{t.newsletterText}</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t.newsletterEmail}
        </label>
        <div className="relative min-w-0 flex-1">
          <Mail
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          />
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.newsletterPlaceholder}
            value={email}
            onFocus={() => void loadSchema().catch(() => undefined)}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full rounded-md border border-stone-500 bg-stone-800 pr-3 pl-9 text-base text-white placeholder:text-stone-500 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 aria-invalid:border-red-400 sm:h-10 sm:text-sm"
          />
        </div>
        <Button type="submit" loading={subscribe.isPending} className="h-11 sm:h-10">
          {t.newsletterSubscribe}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {message(error)}
        </p>
      )}
    </form>
  );
}
