import { PUBLIC_ROUTES } from '@livra/shared/app-routes';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@livra/shared/search';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { businessTypesQuery, categoriesQuery } from '@/features/catalog/lists-api';
import { FILTER_KEYS, readFilters } from '../api';
import { SearchFilters } from '../components/search-filters';
import { rememberSearch } from '../history';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useResettableState } from '@/lib/use-resettable-state';
import { AllItemsSection, SearchResultsSection } from './search-results';
import { SEARCH_UI } from '@livra/shared/ui/search';
import { useTexts } from '@/lib/i18n';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /search?q=…: the full search (from 2 characters, 300 ms after typing stops) with the filters
 * of spec 01 §7 in the URL, results grouped; without text, every available article.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // One object per address, so the memoized results do not render again with the page.
  const filters = useMemo(() => readFilters(params), [params]);
  const categories = useQuery(categoriesQuery);
  const types = useQuery(businessTypesQuery);
  const t = useTexts('search', SEARCH_UI);

  /** Sets URL values (empty removes them); a new search or filter starts again at page 1. */
  function update(values: Record<string, string>, replace = true) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in values)) next.delete('page');
        return next;
      },
      { replace },
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title={q ? t.resultsFor(q) : t.allItems}
        documentTitle={q ? t.searchTitle(q) : t.search}
        description={q ? undefined : t.allItemsIntro}
      />
      <div className="mb-6 space-y-4">
        <SearchField query={q} onQuery={(text) => update({ q: text })} />
        <SearchFilters
          value={filters}
          categories={categories.data?.map((category) => ({ id: category.id, name: category.name })) ?? []}
          types={types.data?.map((type) => ({ id: String(type.id), name: type.name })) ?? []}
          onChange={(next) => update(next)}
          onClear={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))}
        />
      </div>
      {q.length >= SEARCH_MIN_LENGTH ? (
        <SearchResultsSection q={q} filters={filters} />
      ) : (
        <>
          {q && (
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              {t.typeAtLeast(SEARCH_MIN_LENGTH)}
            </p>
          )}
          <AllItemsSection
            filters={filters}
            page={pageFrom(params)}
            onPage={(page) => update({ page: String(page) }, false)}
          />
        </>
      )}
    </PageContainer>
  );
}

/** The page's own box: results follow the typing (debounced); Enter searches at once and is remembered. */
function SearchField({ query, onQuery }: { query: string; onQuery: (text: string) => void }) {
  // Another search (header, history, back button) replaces what the box shows.
  const [text, setText] = useResettableState(query);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const id = useId();
  const t = useTexts('search', SEARCH_UI);

  // Only a pause in typing sends the text; `query` (or the callback) changing alone must not:
  // both are read through an effect event.
  const send = useEffectEvent((value: string) => {
    if (value !== query) onQuery(value);
  });
  useEffect(() => send(debounced), [debounced]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    rememberSearch(value);
    onQuery(value);
  }

  return (
    <form
      role="search"
      aria-label={t.searchOnPage}
      action={PUBLIC_ROUTES.search}
      onSubmit={submit}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {t.searchOnPage}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t.placeholder}
        className="h-12 w-full rounded-full border border-input bg-card pr-4 pl-12 text-base shadow-xs outline-none focus:border-ring focus:ring-1 focus:ring-ring"
      />
    </form>
  );
}
