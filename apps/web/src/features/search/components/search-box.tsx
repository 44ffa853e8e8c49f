import { PUBLIC_ROUTES } from '@livra/shared/app-routes';
import { SHELL_UI } from '@livra/shared/ui/shell';
import { SEARCH_MAX_LENGTH, SUGGESTIONS_DEBOUNCE_MS } from '@livra/shared/search';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/utils';
import { suggestionsQuery } from '../api';
import { clearSearchHistory, rememberSearch, useSearchHistory } from '../history';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useResettableState } from '@/lib/use-resettable-state';
import { useTexts } from '@/lib/i18n';
import type { SearchOption } from './search-suggestions';

// The dropdown is downloaded when it first opens, not with the header on every first visit.
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

interface SearchBoxProps {
  className?: string;
  size?: 'default' | 'lg';
  /** Called after a search is submitted (closes the mobile menu, for instance). */
  onSearch?: (query: string) => void;
  /** The search landmark's name, where another search form shares the page with the header's. */
  label?: string;
}

/**
 * The header search with its live suggestions (spec 01 §2 "Search dropdown"): an ARIA combobox.
 * Typing opens the dropdown (suggestions from 1 character, 200 ms after the last key); focus
 * reopens it when there is text and suggestions, or shows the recent searches when the box is
 * empty. ArrowUp/ArrowDown move the highlight and wrap; Enter on a highlighted row searches its
 * name, otherwise the typed text; Escape, a choice or a submit close it; blank text is ignored.
 */
export function SearchBox({ className, size = 'default', onSearch, label }: SearchBoxProps) {
  const navigate = useNavigate();
  const t = useTexts('shell', SHELL_UI);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const currentQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  // Follows the URL (back button, a search made elsewhere); what is typed stays until it moves.
  const [query, setQuery] = useResettableState(currentQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const text = query.trim();
  const debounced = useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS);
  // Asked for while the dropdown is open: the search page fills the box with its own text, and
  // a phone should not download suggestions nobody looks at.
  const suggestions = useQuery({ ...suggestionsQuery(debounced), enabled: open && debounced.length > 0 });
  const history = useSearchHistory();

  const upToDate = debounced === text && !suggestions.isPending;
  const status: 'history' | 'loading' | 'results' | 'error' = !text
    ? 'history'
    : !upToDate || (suggestions.isFetching && !suggestions.data)
      ? 'loading'
      : suggestions.isError
        ? 'error'
        : 'results';
  const options: SearchOption[] =
    status === 'history'
      ? history.map((name) => ({ kind: 'history', name }))
      : status === 'results'
        ? (suggestions.data ?? []).map((suggestion) => ({ kind: 'suggestion', suggestion, name: suggestion.name }))
        : [];
  const showDropdown = open && (text !== '' || history.length > 0);

  // A new list starts without a highlight: reset while rendering (React's pattern for state that
  // follows other values), so the old highlight never shows on the new list.
  const listKey = `${status}\u0000${debounced}\u0000${history.length}`;
  const [shownList, setShownList] = useState(listKey);
  if (shownList !== listKey) {
    setShownList(listKey);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(value: string) {
    const wanted = value.trim();
    if (!wanted) {
      inputRef.current?.focus();
      return;
    }
    rememberSearch(wanted);
    setQuery(wanted);
    close();
    inputRef.current?.blur();
    void navigate(`/search?q=${encodeURIComponent(wanted)}`);
    onSearch?.(wanted);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const highlighted = open ? options[active] : undefined;
    search(highlighted ? highlighted.name : query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) {
        setOpen(true);
        return;
      }
      const last = options.length - 1;
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : last);
        return;
      }
      setActive((current) => (down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Escape' && open) {
      // Also keeps Chrome from clearing a type="search" box on Escape.
      event.preventDefault();
      close();
    }
  }

  function onFocus() {
    if (text ? Boolean(suggestions.data?.length) : history.length > 0) setOpen(true);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  const large = size === 'lg';
  return (
    // `action` and the input's `name`: a search sent before the app's script has run (a page drawn
    // on the server, a slow network) is an ordinary /search?q=… request.
    <form
      role="search"
      aria-label={label}
      action={PUBLIC_ROUTES.search}
      onSubmit={submit}
      onBlur={onBlur}
      className={cn('relative w-full', className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.searchLabel}
      </label>
      <div
        className={cn(
          'flex w-full items-center rounded-full border border-input bg-card shadow-xs transition focus-within:border-ring focus-within:ring-1 focus-within:ring-ring',
          large ? 'h-13 pl-5' : 'h-11 pl-4 sm:h-10',
        )}
      >
        <Search aria-hidden className={cn('shrink-0 text-muted-foreground', large ? 'size-5' : 'size-4')} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={showDropdown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showDropdown && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          placeholder={t.searchPlaceholder}
          className={cn(
            'min-w-0 flex-1 bg-transparent px-2.5 outline-none placeholder:text-stone-500 [&::-webkit-search-cancel-button]:hidden',
            // Over the box's 1 px edge: the whole 44 px height takes the tap.
            large ? 'h-full text-base' : '-my-px h-11 text-base sm:h-10 sm:text-sm',
          )}
        />
        <button
          type="submit"
          className={cn(
            'flex shrink-0 items-center justify-center gap-1.5 rounded-full bg-primary font-semibold text-primary-foreground transition-colors hover:bg-primary-hover',
            // A full-height 44 px button on phones (touch target), a pill inside the box on wider screens.
            large ? 'mr-1 h-11 px-5 text-sm sm:h-10' : 'size-11 sm:mr-1 sm:h-8 sm:w-auto sm:px-3 sm:text-xs',
          )}
        >
          <Search aria-hidden className="size-4 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t.search}</span>
        </button>
      </div>
      {showDropdown && (
        <Suspense fallback={null}>
          <SearchSuggestions
            listId={listId}
            optionId={optionId}
            options={options}
            active={active}
            text={text}
            status={status}
            onChoose={(option) => search(option.name)}
            onHover={setActive}
            onClearHistory={() => {
              clearSearchHistory();
              close();
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
