import { isWeakPassword, PASSWORD_MAX, PASSWORD_NEW_MIN } from '@livra/shared/passwords';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { Eye, EyeOff, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTexts } from '@/lib/i18n';

const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*?';
const GENERATED_LENGTH = 12;

function pick(pool: string): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return pool[n % pool.length];
}

/**
 * A driver password as the server generates them (spec 02 §9: 12 characters, letters, digits and
 * symbols), without look-alike characters: it is read from a screen and typed on a phone.
 */
export function generateDriverPassword(): string {
  const pools = [LETTERS, DIGITS, SYMBOLS];
  for (;;) {
    const chars = pools.map(pick);
    while (chars.length < GENERATED_LENGTH) chars.push(pick(pools.join('')));
    for (let i = chars.length - 1; i > 0; i--) {
      const [n] = crypto.getRandomValues(new Uint32Array(1));
      const j = n % (i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (!isWeakPassword(password)) return password;
  }
}

interface PasswordFieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  onGenerate: (password: string) => void;
}

/** A new password typed by the admin, or generated; shown on demand so it can be passed on. */
export function PasswordField({ id, label, error, registration, onGenerate }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  return (
    <FormField id={id} label={label} error={error} hint={t.passwordHint(PASSWORD_NEW_MIN)}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Input
            {...fieldProps(id, error)}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            className="pr-11"
            {...registration}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            <span className="sr-only">{visible ? t.hidePassword : t.showPassword}</span>
          </button>
        </div>
        <Button
          type="button"
          variant="outline"
          className="h-11 sm:h-10"
          onClick={() => {
            onGenerate(generateDriverPassword());
            setVisible(true);
          }}
        >
          <Wand2 aria-hidden /> {t.generate}
        </Button>
      </div>
    </FormField>
  );
}
