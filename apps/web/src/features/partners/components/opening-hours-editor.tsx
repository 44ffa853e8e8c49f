import { OPENING_DAYS } from '@livra/shared/catalog';
import { WeekHoursEditor } from '@/components/week-hours-editor';
import type { SettingsForm } from '../schemas';

/** The business's opening hours on the partner's settings page. */
export function OpeningHoursEditor({ form }: { form: SettingsForm }) {
  const hours = form.watch('hours');

  function copyMondayToAll() {
    for (const day of OPENING_DAYS.slice(1)) {
      form.setValue(
        `hours.${day}`,
        { ...hours.monday },
        { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
      );
    }
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Horaires d'ouverture</legend>
      <WeekHoursEditor
        hours={hours}
        errors={form.formState.errors.hours}
        field={(day, part) => form.register(`hours.${day}.${part}`)}
        onCopyMondayToAll={copyMondayToAll}
      />
    </fieldset>
  );
}
