import { describe, expect, it } from 'vitest';
import { twMerge } from './tailwind-merge';

describe('twMerge', () => {
  it('keeps a card’s border colour beside a coloured left edge (a high-priority unread notification)', () => {
    expect(twMerge('border border-brand-200', 'border-l-4 border-l-red-500')).toBe(
      'border border-brand-200 border-l-4 border-l-red-500',
    );
  });

  it('lets a later border colour replace an earlier one, and a later edge colour its edge', () => {
    expect(twMerge('border-brand-200', 'border-red-500')).toBe('border-red-500');
    expect(twMerge('border-l-red-500', 'border-l-brand-200')).toBe('border-l-brand-200');
    expect(twMerge('border-l-red-500', 'border-brand-200')).toBe('border-brand-200');
  });

  it('still tells an edge width from an edge colour', () => {
    expect(twMerge('border-l-2', 'border-l-4')).toBe('border-l-4');
    expect(twMerge('border-l-4', 'border-l-red-500')).toBe('border-l-4 border-l-red-500');
  });
});
