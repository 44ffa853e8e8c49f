import { PERIOD_LABELS, PERIODS, type Period } from '@livra/shared/dates';
import { cn } from '../../../lib/utils';

/** Aujourd'hui / Cette semaine / Ce mois / Cette année, as one row of large buttons. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <div role="radiogroup" aria-label="Période" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:grid-cols-4">
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'h-11 rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground',
            value === period && 'bg-card text-foreground shadow-sm',
          )}
        >
          {PERIOD_LABELS[period]}
        </button>
      ))}
    </div>
  );
}
