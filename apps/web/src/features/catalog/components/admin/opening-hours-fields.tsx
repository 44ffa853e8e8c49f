import { OPENING_DAY_LABELS, OPENING_DAYS, type OpeningDay } from '@livra/shared/catalog';
import { Copy } from 'lucide-react';
import { Input } from '@/components/ui/input';
import type { BusinessForm } from '../../admin-business-form';

/** Opening hours of the dialog: none given, or one row per weekday (open or not, from when to when). */
export function OpeningHoursFields({ form }: { form: BusinessForm }) {
  const hasHours = form.watch('hasHours');
  const hours = form.watch('hours');

  function copyMondayToAll() {
    for (const day of OPENING_DAYS.slice(1)) form.setValue(`hours.${day}`, { ...hours.monday }, { shouldDirty: true });
  }

  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium">Horaires d'ouverture</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-[var(--color-success)]" {...form.register('hasHours')} />
        Renseigner les horaires de la semaine
      </label>
      {hasHours && (
        <>
          <ul className="divide-y rounded-lg border">
            {OPENING_DAYS.map((day) => (
              <DayRow key={day} day={day} open={hours[day].open} form={form} />
            ))}
          </ul>
          <button
            type="button"
            onClick={copyMondayToAll}
            className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-md px-2 text-sm font-semibold text-primary hover:underline"
          >
            <Copy aria-hidden className="size-4" />
            Appliquer les horaires du lundi à toute la semaine
          </button>
        </>
      )}
    </fieldset>
  );
}

function DayRow({ day, open, form }: { day: OpeningDay; open: boolean; form: BusinessForm }) {
  const label = OPENING_DAY_LABELS[day];
  const errors = form.formState.errors.hours?.[day];
  const message = errors?.from?.message ?? errors?.to?.message;
  return (
    <li className="px-2.5 py-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label className="flex min-h-11 w-28 cursor-pointer items-center gap-2.5 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-success)]"
            {...form.register(`hours.${day}.open`)}
          />
          {label}
        </label>
        {open ? (
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-1.5">
            <Input
              type="time"
              aria-label={`${label} : ouverture`}
              aria-invalid={errors?.from ? true : undefined}
              className="min-w-0 flex-1 px-2"
              {...form.register(`hours.${day}.from`)}
            />
            <span aria-hidden className="text-muted-foreground">
              à
            </span>
            <Input
              type="time"
              aria-label={`${label} : fermeture`}
              aria-invalid={errors?.to ? true : undefined}
              className="min-w-0 flex-1 px-2"
              {...form.register(`hours.${day}.to`)}
            />
          </div>
        ) : (
          <span className="text-sm text-muted-foreground">Fermé</span>
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
