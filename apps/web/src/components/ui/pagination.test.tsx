// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './pagination';

afterEach(cleanup);

describe('pagination (spec 02 §2)', () => {
  it('lists every page up to 5, then the first 5, an ellipsis and the last', () => {
    expect(paginationItems(1)).toEqual([1]);
    expect(paginationItems(5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(0)).toEqual([]);
  });

  it('moves the 5 numbers along so the current page is always one of them', () => {
    expect(paginationItems(12, 5)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(12, 6)).toEqual([4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(paginationItems(12, 9)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginationItems(12, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let page = 1; page <= 40; page += 1) {
      const items = paginationItems(40, page);
      expect(items).toContain(page);
      expect(items.filter((item) => item !== 'ellipsis' && item !== 40).length).toBeLessThanOrEqual(5);
    }
  });

  it('disables previous on the first page and next on the last', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);

    rerender(<Pagination page={8} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
  });
});
