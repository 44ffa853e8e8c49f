import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
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

/** A label, its input and the French error message under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
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
