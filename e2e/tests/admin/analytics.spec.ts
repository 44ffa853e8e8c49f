import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/** The rows of one table of the analytics CSV: the lines after its title and header, up to a blank line. */
function csvTable(csv: string, title: string): string[][] {
  const lines = csv.replace('\uFEFF', '').split('\r\n');
  const start = lines.findIndex((line) => line.startsWith(title));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim()) break;
    rows.push(line.split(';'));
  }
  return rows;
}

test('the analytics page shows totals that match the stored orders, in its cards, its charts and its export', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.admin);
  // Every order on the platform, as the admin orders list counts them (the demo data spans 60 days).
  const orders = (await (await page.request.get('/api/admin/orders?page=1')).json()) as { total: number };
  expect(orders.total).toBeGreaterThan(0);

  // Twelve months: the whole history of the demo data and of the orders the tests placed.
  await page.goto('/admin-dashboard/analytics?months=12');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytique et Rapports' })).toBeVisible({
    timeout: 30_000,
  });
  // The card: its label, then its figure.
  const label = page.getByText('Commandes totales', { exact: true });
  await expect(label.locator('xpath=../following-sibling::p[1]')).toHaveText(String(orders.total));

  // The export holds every series: the card, the statuses of the pie and the monthly bars all
  // add up to the same number of orders.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  const summary = csvTable(csv, 'Résumé');
  expect(summary.find((row) => row[0] === 'Commandes totales')?.[1]).toBe(String(orders.total));
  const byStatus = csvTable(csv, 'Commandes par statut').reduce((sum, row) => sum + Number(row[1]), 0);
  const byMonth = csvTable(csv, 'Nouvelles commandes par mois').reduce((sum, row) => sum + Number(row[1]), 0);
  expect(byStatus).toBe(orders.total);
  expect(byMonth).toBe(orders.total);
});
