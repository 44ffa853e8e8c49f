import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useTexts } from '@/lib/i18n';

interface ColorFieldProps {
  id: string;
  error?: string;
  value: string;
  registration: UseFormRegisterReturn;
  onPick: (color: string) => void;
}

/** The colour as typed (#RRGGBB) beside the browser's colour picker, which fills the same value. */
export function ColorField({ id, error, value, registration, onPick }: ColorFieldProps) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <FormField id={id} label={t.color} error={error} hint={t.colorHint}>
      <div className="flex gap-2">
        <Input {...fieldProps(id, error)} autoCapitalize="none" maxLength={7} {...registration} />
        <input
          type="color"
          aria-label={t.pickColor}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onPick(event.target.value.toUpperCase())}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-md border bg-card p-1 sm:h-10"
        />
      </div>
    </FormField>
  );
}
