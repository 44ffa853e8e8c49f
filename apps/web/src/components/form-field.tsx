import type { ComponentProps, ReactNode } from 'react';
import { useMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The input, with `id={id}`, `aria-invalid` and `aria-describedby={id + '-error'}` set by the caller. */
  children: ReactNode;
}

/** A label, its input and the error message under it (a catalogue message, in the chosen language). */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const message = useMessage();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message(error)}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}

/** The accessibility props an input needs to go with `FormField`. */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Of the field (label, input, message), e.g. its column span. */
  className?: string;
};

/** A labelled text input with its French error: `FormField`, `Input` and `fieldProps` together. */
export function InputField({ id, label, error, hint, className, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldProps(id, error)} {...input} />
    </FormField>
  );
}

/** An e-mail address: the phone's e-mail keyboard and the browser's autofill. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'vous@exemple.com',
} as const;

/** A Guinean phone number: the phone's number pad and the browser's autofill. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '+224 6XX XX XX XX',
} as const;
