import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResettableState } from './use-resettable-state';

describe('useResettableState', () => {
  it('keeps what was set until the value it follows changes, then starts from the new value', () => {
    const { result, rerender } = renderHook(({ value }) => useResettableState(value), {
      initialProps: { value: 'riz' },
    });
    expect(result.current[0]).toBe('riz');

    act(() => result.current[1]('riz gr'));
    rerender({ value: 'riz' });
    expect(result.current[0]).toBe('riz gr');

    rerender({ value: 'poulet' });
    expect(result.current[0]).toBe('poulet');
    act(() => result.current[1]('poulet b'));
    expect(result.current[0]).toBe('poulet b');
  });
});
