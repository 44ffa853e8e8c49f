import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Measured } from './load';

/** p99 aim of issue 3 for every read, at 100 connections. */
export const P99_AIM_MS = 50;
/** Public reads should reach at least this share of the bare baseline's throughput. */
export const RATIO_AIM = 0.5;
/** Issue 13: orders (cart refill + order) at 100 connections. */
export const ORDERS_AIM = { p99Ms: 500, minRps: 400 };
/** Issue 13: searches nobody made before, at 50 connections. */
export const NEW_SEARCH_AIM = { p99Ms: 250, minRps: 300, connections: 50 };

export interface Row extends Measured {
  endpoint: string;
  /** What the row measures beyond its path (rotation, cache state…). */
  note: string;
  baselineRps?: number;
  /** Throughput divided by the baseline's, for the reads that have one. */
  ratio?: number;
  /**
   * Reads carry the p99 aim (P99_AIM_MS unless `p99Ms` says otherwise); public cached reads also
   * the ratio aim; some rows a throughput aim (`minRps`).
   */
  /** `fresh`: every request must ask a path not asked before (a repeat could be a cache hit). */
  aims: { p99: boolean; ratio: boolean; p99Ms?: number; minRps?: number; fresh?: boolean };
}

/** A read: `aims` are those of issue 3 it is held to (every read at 100 connections: p99; public cached reads: ratio too). */
export function readRow(
  endpoint: string,
  note: string,
  app: Measured,
  baseline: Measured | undefined,
  aims: Row['aims'],
): Row {
  return {
    endpoint,
    note,
    ...app,
    baselineRps: baseline?.rps,
    ratio: baseline ? app.rps / baseline.rps : undefined,
    aims: { ...aims, ratio: aims.ratio && baseline !== undefined },
  };
}

/** Whether a row meets the aims it carries, as printed in the table. */
export function verdict(row: Row): string {
  if (row.failures > 0) return `ÉCHECS (${row.failures})`;
  if (row.requests === 0) return 'aucune réponse (run trop court ?)';
  if (row.aims.fresh && (row.repeated ?? 0) > 0) return `non valable : ${row.repeated} requêtes répétées`;
  const missed: string[] = [];
  const p99Aim = row.aims.p99Ms ?? P99_AIM_MS;
  if (row.aims.p99 && row.p99 >= p99Aim) missed.push(`p99 ≥ ${p99Aim} ms`);
  if (row.aims.ratio && (row.ratio ?? 0) < RATIO_AIM) missed.push(`ratio < ${RATIO_AIM}`);
  const { minRps } = row.aims;
  if (minRps !== undefined && row.rps < minRps) missed.push(`< ${minRps} req/s`);
  if (missed.length > 0) return `manqué : ${missed.join(', ')}`;
  return row.aims.p99 || row.aims.ratio || minRps !== undefined ? 'atteint' : '—';
}

const int = (n: number | undefined) => (n === undefined ? '—' : Math.round(n).toLocaleString('fr-FR'));
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

/** The results as a Markdown table: readable in a terminal and pasted as is into docs/benchmarks.md. */
export function formatTable(rows: Row[]): string {
  const header = ['Endpoint', 'Mesure', 'req/s', 'p50', 'p99', 'Base req/s', 'Ratio', 'Objectif'];
  const lines = rows.map((row) => [
    row.endpoint,
    row.note,
    int(row.rps),
    row.requests === 0 ? '—' : ms(row.p50),
    row.requests === 0 ? '—' : ms(row.p99),
    int(row.baselineRps),
    row.ratio === undefined ? '—' : row.ratio.toFixed(2),
    verdict(row),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(format)].join('\n');
}

export function writeJson(file: string, content: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}
