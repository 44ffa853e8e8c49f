/** One column of an export: its French header and the cell of a row. */
export interface CsvColumn<Row> {
  header: string;
  /** Amounts as integers (GNF): written plainly, so the spreadsheet can add them up. */
  value: (row: Row) => string | number | null | undefined;
}

// French spreadsheets (Excel, LibreOffice) expect `;` and read UTF-8 only with its byte order mark.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
/** A cell starting with one of these runs as a formula in a spreadsheet (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV file a French spreadsheet opens as it is. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ];
  return BOM + lines.map((fields) => fields.join(SEPARATOR) + LINE_END).join('');
}

/** Saves the CSV text as a file in the browser's downloads. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked once the click is handled: some browsers cancel a download whose URL goes at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
