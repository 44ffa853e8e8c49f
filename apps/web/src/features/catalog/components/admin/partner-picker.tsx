import type { PartnerCandidate } from '@livra/shared/admin-businesses';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { X } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { usePartnerSearch } from '../../admin-api';

/** Spec 02 §9: the full search waits 300 ms after the last key. */
const DEBOUNCE_MS = 300;

interface PartnerPickerProps {
  selected: PartnerCandidate | null;
  onSelect: (partner: PartnerCandidate | null) => void;
  error?: string;
}

/**
 * The partner search of the add dialog (spec 02 §2, §5): partners whose name or e-mail contains
 * the text, 10 at most; the one chosen shows as a card that can be cleared to choose another.
 */
export function PartnerPicker({ selected, onSelect, error }: PartnerPickerProps) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const message = useMessage();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const partners = usePartnerSearch(search);

  if (selected) {
    return (
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t.ownerPartner}</legend>
        <div className="flex items-center gap-3 rounded-lg border border-brand-300 bg-brand-50 p-3">
          <PartnerSummary partner={selected} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.removePartner(selected.name)}
            onClick={() => onSelect(null)}
          >
            <X aria-hidden />
          </Button>
        </div>
      </fieldset>
    );
  }

  const results = search ? (partners.data ?? []) : [];
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t.ownerPartner}</legend>
      <SearchInput
        label={t.partnerSearchLabel}
        value={text}
        onChange={setText}
        placeholder={t.partnerSearchPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'partner-error' : undefined}
      />
      {error && (
        <p id="partner-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {partners.isError ? (
          <p role="alert" className="text-destructive">
            <span className="font-semibold">{message(MESSAGES.partnerSearchError)}</span> ·{' '}
            {errorMessage(partners.error, message(MESSAGES.partnersSearchFailed))}
          </p>
        ) : search && partners.isFetching && !partners.data ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" /> {t.searching}
          </p>
        ) : search && partners.data && results.length === 0 ? (
          <p className="text-muted-foreground">{t.noPartner}</p>
        ) : null}
      </div>
      {results.length > 0 && (
        <ul aria-label={t.partnersFound} className="max-h-56 divide-y overflow-y-auto rounded-lg border">
          {results.map((partner) => (
            <li key={partner.id}>
              <button
                type="button"
                onClick={() => onSelect(partner)}
                className="flex w-full items-center gap-3 p-2.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <PartnerSummary partner={partner} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Avatar, name, Actif or Inactif, e-mail, phone. */
export function PartnerSummary({ partner, className }: { partner: PartnerCandidate; className?: string }) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  return (
    <span className={cn('flex min-w-0 flex-1 items-center gap-3', className)}>
      <Avatar src={partner.profileImage} name={partner.name} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="font-semibold">{partner.name}</span>
          <Badge variant={partner.isActive ? 'success' : 'destructive'}>
            {partner.isActive ? t.active : t.inactive}
          </Badge>
        </span>
        <span className="block truncate text-xs text-muted-foreground">{partner.email}</span>
        {partner.phoneNumber && <span className="block text-xs text-muted-foreground">{partner.phoneNumber}</span>}
      </span>
    </span>
  );
}
