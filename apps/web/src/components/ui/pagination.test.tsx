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
  });

  it('disables previous on the first page and next on the last', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);

    rerender(<Pagination page={8} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
  });
});
