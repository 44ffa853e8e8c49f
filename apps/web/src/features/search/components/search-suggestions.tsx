import { MENUS_UI } from '@livra/shared/ui/menus';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF } from '@livra/shared/money';
import type { SearchSuggestion } from '@livra/shared/search';
import { Clock, LayoutGrid, Search, Store, UtensilsCrossed } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '@/lib/utils';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';

/** One row of the dropdown: a live suggestion, or a past search when the box is empty. */
export type SearchOption =
  | { kind: 'suggestion'; suggestion: SearchSuggestion; name: string }
  | { kind: 'history'; name: string };

interface SearchSuggestionsProps {
  listId: string;
  optionId: (index: number) => string;
  options: SearchOption[];
  active: number;
  /** The trimmed text of the box; empty while the history shows. */
  text: string;
  status: 'history' | 'loading' | 'results' | 'error';
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
  onClearHistory: () => void;
}

// Keep the focus in the box when a row is pressed, so the choice (not a blur) closes the dropdown.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The dropdown of the header search (spec 01 §2 "Search dropdown"), an ARIA listbox. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { listId, optionId, options, active, text, status, onChoose, onHover, onClearHistory } = props;
  const t = useTexts('menus', MENUS_UI);
  const message = useMessage();
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border bg-card text-left shadow-lg animate-fade-in">
      {status === 'history' && (
        <p className="px-4 pt-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {t.recentSearches}
        </p>
      )}
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
          <span
            aria-hidden
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
          {message(MESSAGES.searching)}
        </p>
      )}
      {status === 'results' && options.length === 0 && (
        <p role="status" className="px-4 py-3 text-sm text-muted-foreground">
          {message(MESSAGES.noResults)}
        </p>
      )}
      {status === 'error' && (
        <p role="status" className="px-4 py-3 text-sm text-muted-foreground">
          {message(MESSAGES.loadError)}
        </p>
      )}
      {/* The ARIA 1.2 combobox pattern: the focus stays in the box, which moves the highlight
          (aria-activedescendant) and chooses with Enter; a row is never focused, only pointed at. */}
      <div
        id={listId}
        role="listbox"
        aria-label={status === 'history' ? t.recentSearches : t.suggestions}
        className="max-h-[60vh] overflow-y-auto"
      >
        {options.map((option, index) => (
          <div
            key={`${option.kind}-${option.kind === 'suggestion' ? option.suggestion.type + option.suggestion.id : option.name}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={keepFocus}
            onMouseMove={() => onHover(index)}
            onClick={() => onChoose(option)}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2',
              index === active && 'bg-brand-50',
            )}
          >
            <OptionContent option={option} />
          </div>
        ))}
      </div>
      {status === 'history' && (
        <div className="border-t px-2 py-1">
          <button
            type="button"
            onMouseDown={keepFocus}
            onClick={onClearHistory}
            className="min-h-11 w-full rounded-md px-2 text-left text-sm font-semibold text-primary hover:bg-muted"
          >
            {t.clearHistory}
          </button>
        </div>
      )}
      {text && (
        <p className="flex items-center gap-2 border-t bg-muted/60 px-4 py-2.5 text-xs text-muted-foreground">
          <Search aria-hidden className="size-3.5 shrink-0" />
          <span className="min-w-0 break-words">
            {message(MESSAGES.pressEnterToSearch)} « <span className="font-semibold text-foreground">{text}</span> »
          </span>
        </p>
      )}
    </div>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  const t = useTexts('menus', MENUS_UI);
  const locale = useLocale();
  if (option.kind === 'history') {
    return (
      <>
        <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 truncate text-sm">{option.name}</span>
      </>
    );
  }
  const { suggestion } = option;
  const Icon = suggestion.type === 'business' ? Store : suggestion.type === 'menu_item' ? UtensilsCrossed : LayoutGrid;
  const details =
    suggestion.type === 'business'
      ? [suggestion.cuisineType, suggestion.address]
      : suggestion.type === 'menu_item'
        ? [suggestion.businessName, suggestion.price !== null ? formatGNF(suggestion.price, locale) : null]
        : [t.category];
  return (
    <>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{suggestion.name}</span>
        {/* Spoken as "name, details" rather than run together. */}
        <span className="sr-only">, </span>
        <span className="block truncate text-xs text-muted-foreground">{details.filter(Boolean).join(' · ')}</span>
      </span>
    </>
  );
}
