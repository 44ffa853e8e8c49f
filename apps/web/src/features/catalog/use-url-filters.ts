import { useSearchParams } from 'react-router';

/** The page number of a listing URL (`?page=2`), 1 when missing or not a number. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Filters kept in the URL, so a filtered listing can be shared, reloaded and left with Back.
 * Changing a filter returns to page 1; empty values are removed.
 */
export function useUrlFilters() {
  const [, setParams] = useSearchParams();
  function set(values: Record<string, string>, options: { keepPage?: boolean } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!options.keepPage) next.delete('page');
        return next;
      },
      { replace: !options.keepPage },
    );
  }
  function clear() {
    setParams(new URLSearchParams(), { replace: true });
  }
  return { set, clear };
}
