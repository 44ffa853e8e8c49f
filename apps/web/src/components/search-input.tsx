import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange' | 'className'> {
  /** What screen readers hear (the placeholder is only a hint, and is gone once typed over). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the wrapping label: its place in the toolbar. */
  className?: string;
}

/** A search box with its magnifier, labelled for screen readers: the lists' and pickers' search. */
export function SearchInput({ label, value, onChange, className, ...input }: SearchInputProps) {
  return (
    <label className={cn('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        {...input}
      />
    </label>
  );
}
