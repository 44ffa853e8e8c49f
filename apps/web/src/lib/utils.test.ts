import { describe, expect, it } from 'vitest';
import { cn, initials } from './utils';

describe('cn', () => {
  it('lets a later class override an earlier one of the same kind', () => {
    expect(cn('h-10 px-4 text-sm', 'h-12 px-6')).toBe('text-sm h-12 px-6');
    expect(cn('bg-primary text-primary-foreground', 'bg-card')).toBe('text-primary-foreground bg-card');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('p-4', 'pt-0')).toBe('p-4 pt-0');
    expect(cn('px-3 py-2', 'p-0')).toBe('p-0');
    expect(cn('size-6', 'size-4')).toBe('size-4');
    expect(cn('hover:bg-muted', 'hover:bg-brand-50')).toBe('hover:bg-brand-50');
  });

  it('keeps classes of different kinds that share a prefix', () => {
    expect(cn('text-sm text-muted-foreground text-center')).toBe('text-sm text-muted-foreground text-center');
    expect(cn('border border-input border-b')).toBe('border border-input border-b');
    expect(cn('flex flex-col flex-1 flex-wrap')).toBe('flex flex-col flex-1 flex-wrap');
    expect(cn('bg-gradient-to-br bg-brand-50')).toBe('bg-gradient-to-br bg-brand-50');
    expect(cn('shadow-sm shadow-brand-500/20 ring-3 ring-brand-500/25')).toBe(
      'shadow-sm shadow-brand-500/20 ring-3 ring-brand-500/25',
    );
  });

  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, { c: true, d: false })).toBe('a c');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Mamadou Saliou Diallo')).toBe('MD');
    expect(initials('fatoumata')).toBe('F');
    expect(initials('  ')).toBe('?');
  });
});
