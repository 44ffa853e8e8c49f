import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Visible text beside the switch; `label` is what screen readers announce. */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch whose whole row is the touch target (44 px high). */
export function Switch({ checked, onChange, label, children, disabled, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'inline-flex min-h-11 items-center gap-3 rounded-md text-left text-sm disabled:opacity-60',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-success' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
            checked ? 'left-[1.375rem]' : 'left-0.5',
          )}
        />
      </span>
      {children}
    </button>
  );
}
