import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Choice<T> {
  key: string;
  value: T;
  label: ReactNode;
}

interface ChoiceChipsProps<T> {
  /** The group's accessible name. */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  /** The look of one chip, chosen or not. */
  chipClassName: (selected: boolean, choice: Choice<T>) => string;
}

/**
 * One value out of a few, drawn as a row of chips over native radio inputs: a screen reader says
 * "case d'option, 2 sur 4", Tab stops once on the group and the arrow keys move the choice, as in
 * any radio group, with no key handling of ours.
 */
export function ChoiceChips<T>({ label, choices, value, onChange, className, chipClassName }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <label
            key={choice.key}
            // The input is hidden, so its keyboard focus ring is drawn on the chip.
            className={cn(
              'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              chipClassName(selected, choice),
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={selected}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}
