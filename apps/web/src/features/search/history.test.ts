// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, rememberSearch } from './history';

const stored = () => JSON.parse(localStorage.getItem('livra.search-history') ?? '[]') as string[];

describe('search history', () => {
  beforeEach(() => clearSearchHistory());

  it('keeps the last 10 searches, newest first, in local storage', () => {
    for (let index = 1; index <= 12; index++) rememberSearch(`recherche ${index}`);
    expect(stored()).toHaveLength(10);
    expect(stored()[0]).toBe('recherche 12');
    expect(stored()).not.toContain('recherche 2');
  });

  it('moves a repeated search to the top instead of listing it twice, ignoring case and blanks', () => {
    rememberSearch('Riz gras');
    rememberSearch('attiéké');
    rememberSearch('  riz GRAS ');
    rememberSearch('   ');
    expect(stored()).toEqual(['riz GRAS', 'attiéké']);
  });

  it('can be cleared', () => {
    rememberSearch('poulet');
    clearSearchHistory();
    expect(stored()).toEqual([]);
  });
});
