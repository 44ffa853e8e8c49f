// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv, type CsvColumn } from './csv';

interface Line {
  name: string;
  price: number;
  note?: string | null;
}

const columns: CsvColumn<Line>[] = [
  { header: 'Article', value: (line) => line.name },
  { header: 'Prix (GNF)', value: (line) => line.price },
  { header: 'Remarque', value: (line) => line.note },
];

describe('toCsv (opens in a French spreadsheet)', () => {
  it('starts with the UTF-8 byte order mark, French headers, `;` between fields and CRLF between lines', () => {
    const csv = toCsv(columns, [{ name: 'Riz gras', price: 45000 }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Article;Prix (GNF);Remarque\r\nRiz gras;45000;\r\n');
  });

  it('writes amounts as plain integers, without spaces or currency', () => {
    const csv = toCsv(columns, [{ name: 'Poulet braisé', price: 1_250_000 }]);
    expect(csv).toContain(';1250000;');
  });

  it('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    const csv = toCsv(columns, [{ name: 'Attiéké; poisson', price: 1, note: 'dit « le "meilleur" »\nde Kaloum' }]);
    expect(csv).toContain('"Attiéké; poisson";1;"dit « le ""meilleur"" »\nde Kaloum"\r\n');
  });

  it('keeps a text that looks like a formula from running in the spreadsheet (CSV injection)', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("http://x")', price: -5 },
      { name: '+224 620 00 00 00', price: 0, note: '@SUM(A1)' },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")";-5;\r\n`);
    expect(csv).toContain("'+224 620 00 00 00;0;'@SUM(A1)\r\n");
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the text as a UTF-8 CSV file under the given name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('revenus.csv');
      expect(this.href).toBe('blob:csv');
    });

    downloadCsv('revenus.csv', toCsv(columns, []));

    expect(click).toHaveBeenCalledOnce();
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await created[0].arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });
});
