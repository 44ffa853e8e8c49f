import { OPENING_DAYS } from '@livra/shared/catalog';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { WeekHoursEditor } from '@/components/week-hours-editor';
import { useTexts } from '@/lib/i18n';
import type { BusinessForm } from '../../admin-business-form';

/** Opening hours of the dialog: none given, or one row per weekday (open or not, from when to when). */
export function OpeningHoursFields({ form }: { form: BusinessForm }) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const hasHours = form.watch('hasHours');
  const hours = form.watch('hours');

  function copyMondayToAll() {
    for (const day of OPENING_DAYS.slice(1)) form.setValue(`hours.${day}`, { ...hours.monday }, { shouldDirty: true });
  }

  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium">{t.openingHours}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-[var(--color-success)]" {...form.register('hasHours')} />
        {t.giveWeekHours}
      </label>
      {hasHours && (
        <WeekHoursEditor
          hours={hours}
          errors={form.formState.errors.hours}
          field={(day, part) => form.register(`hours.${day}.${part}`)}
          onCopyMondayToAll={copyMondayToAll}
        />
      )}
    </fieldset>
  );
}
