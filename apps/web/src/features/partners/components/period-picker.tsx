import { PERIODS, type Period } from '@livra/shared/dates';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { cn } from '@/lib/utils';
import { usePartnerTexts } from '../texts';

/** Aujourd'hui / Cette semaine / Ce mois / Cette année, as one row of large buttons. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const t = usePartnerTexts();
  const choices = PERIODS.map((period) => ({ key: period, value: period, label: t.periodLabels[period] }));
  return (
    <ChoiceChips
      label={t.period}
      choices={choices}
      value={value}
      onChange={onChange}
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:grid-cols-4"
      chipClassName={(selected) =>
        cn(
          'flex h-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground',
          selected && 'bg-card text-foreground shadow-sm',
        )
      }
    />
  );
}
