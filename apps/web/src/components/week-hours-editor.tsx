import { OPENING_DAYS, type OpeningDay } from '@livra/shared/catalog';
import { Copy } from 'lucide-react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { COMMON_UI } from '@livra/shared/ui/common';
import { useTexts } from '@/lib/i18n';

type DayHours = { open: boolean; from: string; to: string };
export type WeekHoursInput = Record<OpeningDay, DayHours>;

interface WeekHoursEditorProps {
  hours: WeekHoursInput;
  errors: FieldErrors<WeekHoursInput> | undefined;
  /** The caller's `register` for one part of one day (`hours.monday.from`…). */
  field: (day: OpeningDay, part: keyof DayHours) => UseFormRegisterReturn;
  onCopyMondayToAll: () => void;
}

/**
 * One row per weekday: open that day or not, and from when to when. The partner's settings and
 * the admin's business dialog both edit opening hours with it, inside their own fieldset.
 */
export function WeekHoursEditor({ hours, errors, field, onCopyMondayToAll }: WeekHoursEditorProps) {
  const t = useTexts('common', COMMON_UI);
  return (
    <>
      <ul className="divide-y rounded-lg border">
        {OPENING_DAYS.map((day) => (
          <DayRow key={day} day={day} open={hours[day].open} field={field} errors={errors?.[day]} />
        ))}
      </ul>
      <button
        type="button"
        onClick={onCopyMondayToAll}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-md px-2 text-sm font-semibold text-primary hover:underline"
      >
        <Copy aria-hidden className="size-4" />
        {t.copyMondayToAll}
      </button>
    </>
  );
}

interface DayRowProps {
  day: OpeningDay;
  open: boolean;
  field: WeekHoursEditorProps['field'];
  errors: FieldErrors<DayHours> | undefined;
}

function DayRow({ day, open, field, errors }: DayRowProps) {
  const t = useTexts('common', COMMON_UI);
  const label = t.days[day];
  const message = errors?.from?.message ?? errors?.to?.message;
  return (
    <li className="px-2.5 py-2 sm:px-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex min-h-11 w-36 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-success)]" {...field(day, 'open')} />
          <span>
            <span className="block font-semibold">{label}</span>
            <span className={cn('block text-xs', open ? 'text-success' : 'text-muted-foreground')}>
              {open ? t.open : t.closed}
            </span>
          </span>
        </label>
        {open && (
          <div className="flex flex-1 basis-56 items-center gap-1.5 sm:gap-2">
            <Input
              type="time"
              aria-label={t.opensAt(label)}
              aria-invalid={errors?.from ? true : undefined}
              className="min-w-0 flex-1 px-2 sm:max-w-36 sm:px-3"
              {...field(day, 'from')}
            />
            <span aria-hidden className="text-muted-foreground">
              {t.timeTo}
            </span>
            <Input
              type="time"
              aria-label={t.closesAt(label)}
              aria-invalid={errors?.to ? true : undefined}
              className="min-w-0 flex-1 px-2 sm:max-w-36 sm:px-3"
              {...field(day, 'to')}
            />
          </div>
        )}
      </div>
      {message && (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {message}
        </p>
      )}
    </li>
  );
}
