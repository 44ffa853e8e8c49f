import type { AdminOrdersFilters } from '@livra/shared/admin-orders';
import { PERIODS } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '@livra/shared/orders';
import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLocale, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { adminOrdersExportQuery } from './api';
import { orderCsvColumns } from './order-csv';

/** The toolbar of the admin orders list: search, status and period filters, export. */

export const PERIOD_CHOICES = ['', ...PERIODS, 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
export const day = (date: Date) => format(date, 'yyyy-MM-dd');

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  return (
    <SearchInput
      label={t.searchLabel}
      className="min-w-0 sm:flex-1 sm:basis-64"
      value={value}
      onChange={onChange}
      maxLength={100}
      placeholder={t.searchPlaceholder}
    />
  );
}

interface FiltersProps {
  status: OrderStatus | undefined;
  period: PeriodChoice;
  range: { from?: string; to?: string };
  onChange: (changes: Record<string, string | null>) => void;
}

export function Filters({ status, period, range, onChange }: FiltersProps) {
  const id = useId();
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  const periodLabel = (choice: PeriodChoice) =>
    choice === '' ? t.allDates : choice === 'custom' ? t.chosenDates : t.periods[choice];
  return (
    <>
      <div className="grid gap-1.5 sm:w-48">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted-foreground">
          {t.status}
        </label>
        <Select id={`${id}-status`} value={status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value, locale)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5 sm:w-48">
        <label htmlFor={`${id}-period`} className="text-xs font-medium text-muted-foreground">
          {t.period}
        </label>
        <Select
          id={`${id}-period`}
          value={period}
          onChange={(event) => onChange({ period: event.target.value, from: null, to: null })}
        >
          {PERIOD_CHOICES.map((value) => (
            <option key={value} value={value}>
              {periodLabel(value)}
            </option>
          ))}
        </Select>
      </div>
      {period === 'custom' && (
        <div className="grid gap-2 min-[400px]:grid-cols-2 sm:flex">
          <div className="grid gap-1.5 sm:w-44">
            <label htmlFor={`${id}-from`} className="text-xs font-medium text-muted-foreground">
              {t.from}
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={range.from ?? ''}
              max={range.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5 sm:w-44">
            <label htmlFor={`${id}-to`} className="text-xs font-medium text-muted-foreground">
              {t.to}
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={range.to ?? ''}
              min={range.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </div>
        </div>
      )}
    </>
  );
}

/** « Exporter »: the whole filtered list (not only this page), fetched on demand, saved as CSV. */
export function ExportButton({ filters }: { filters: AdminOrdersFilters }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  async function run() {
    setPending(true);
    try {
      const { items, total } = await queryClient.fetchQuery(adminOrdersExportQuery(filters));
      if (items.length === 0) {
        toast.info(t.nothingToExport);
        return;
      }
      downloadCsv(t.csvFileName(day(new Date())), toCsv(orderCsvColumns(t, locale), items));
      toast.success(items.length < total ? t.exportedPart(items.length, total) : t.exported(items.length));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" loading={pending} onClick={() => void run()}>
      <Download aria-hidden />
      {t.export}
    </Button>
  );
}
