// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, useClientPages, type DataColumn } from './data-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Item {
  id: string;
  name: string;
  price: number;
}

const columns: DataColumn<Item>[] = [
  { id: 'name', header: 'Article', cell: (item) => <strong>{item.name}</strong>, csv: (item) => item.name },
  { id: 'price', header: 'Prix (GNF)', cell: (item) => `${item.price} GNF`, csv: (item) => item.price, numeric: true },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Modifier</button> },
];

const items: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: `i${i + 1}`,
  name: `Plat ${i + 1}`,
  price: (i + 1) * 1000,
}));

function PagedItems({ list = items }: { list?: Item[] }) {
  const [search, setSearch] = useState('');
  const shown = list.filter((item) => item.name.includes(search));
  const { pageRows, pagination } = useClientPages(shown, 10);
  return (
    <DataTable
      caption="Articles du menu"
      columns={columns}
      rows={pageRows}
      rowKey={(item) => item.id}
      empty={<p>Aucun article</p>}
      search={{ label: 'Chercher un article', value: search, onChange: setSearch }}
      pagination={pagination}
      exportName="menu"
      exportRows={shown}
    />
  );
}

describe('DataTable', () => {
  it('shows a named table with one header per column and the rows of the current page', () => {
    render(<PagedItems />);
    const table = screen.getByRole('table', { name: 'Articles du menu' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Article', 'Prix (GNF)', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Plat 10')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveProperty('disabled', true);
  });

  it('scrolls inside its own box, which the keyboard can reach, rather than widening the page', () => {
    render(<PagedItems />);
    const region = screen.getByRole('region', { name: 'Articles du menu' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
  });

  it('filters with a labelled search box and says when nothing is left', () => {
    render(<PagedItems />);
    fireEvent.change(screen.getByLabelText('Chercher un article'), { target: { value: 'Plat 2' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Chercher un article'), { target: { value: 'Pizza' } });
    expect(screen.getByText('Aucun article')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporter' })).toHaveProperty('disabled', true);
  });

  it('shows a loading placeholder while the rows are unknown', () => {
    render(<DataTable caption="Articles" columns={columns} rows={undefined} rowKey={(item) => item.id} empty={null} />);
    expect(screen.getByLabelText('Chargement…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports every filtered row, not only the page shown, with the exported columns only', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:menu';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<PagedItems />);
    fireEvent.change(screen.getByLabelText('Chercher un article'), { target: { value: 'Plat 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));

    expect(click).toHaveBeenCalledOnce();
    const lines = (await blobs[0].text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Article;Prix (GNF)');
    expect(lines).toHaveLength(12);
    expect(lines).toContain('Plat 14;14000');
  });
});
