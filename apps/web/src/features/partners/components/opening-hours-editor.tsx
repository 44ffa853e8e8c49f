import { OPENING_DAYS } from '@livra/shared/catalog';
import { WeekHoursEditor } from '@/components/week-hours-editor';
import type { FieldErrors } from 'react-hook-form';
import type { SettingsForm } from '../schemas';
import { usePartnerMessage, usePartnerTexts } from '../texts';

type HoursErrors = FieldErrors<Parameters<typeof WeekHoursEditor>[0]['hours']>;
type PartError = { message?: string } | undefined;
type DayErrors = { from?: PartError; to?: PartError } | undefined;

/** The business's opening hours on the partner's settings page. */
export function OpeningHoursEditor({ form }: { form: SettingsForm }) {
  const t = usePartnerTexts();
  const translate = usePartnerMessage();
  const hours = form.watch('hours');
  const frenchErrors = form.formState.errors.hours as HoursErrors | undefined;
  // The checks are the shared schema's French words: shown in the chosen language.
  const errors =
    frenchErrors &&
    (Object.fromEntries(
      Object.entries(frenchErrors as Record<string, DayErrors>).map(([day, error]) => [
        day,
        error && {
          ...error,
          from: error.from?.message ? { ...error.from, message: translate(error.from.message) } : error.from,
          to: error.to?.message ? { ...error.to, message: translate(error.to.message) } : error.to,
        },
      ]),
    ) as HoursErrors);

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
      <legend className="sr-only">{t.openingHours}</legend>
      <WeekHoursEditor
        hours={hours}
        errors={errors}
        field={(day, part) => form.register(`hours.${day}.${part}`)}
        onCopyMondayToAll={copyMondayToAll}
      />
    </fieldset>
  );
}
