import { describe, expect, it } from 'vitest';
import { periodStart, relativeTime } from './dates';

describe('periodStart', () => {
  // Wednesday 18 November 2026, 15:30 local time.
  const now = new Date(2026, 10, 18, 15, 30);

  it('starts today at midnight', () => {
    expect(periodStart('today', now)).toEqual(new Date(2026, 10, 18, 0, 0));
  });

  it('starts the week on Monday', () => {
    expect(periodStart('week', now)).toEqual(new Date(2026, 10, 16, 0, 0));
  });

  it('keeps a Sunday in the week that began the Monday before', () => {
    expect(periodStart('week', new Date(2026, 10, 22, 23, 59))).toEqual(new Date(2026, 10, 16, 0, 0));
  });

  it('starts the month on the 1st and the year on 1 January', () => {
    expect(periodStart('month', now)).toEqual(new Date(2026, 10, 1));
    expect(periodStart('year', now)).toEqual(new Date(2026, 0, 1));
  });
});

describe('relativeTime', () => {
  const now = new Date(2026, 10, 18, 12, 0, 0);
  it('says "À l\'instant" under a minute, then minutes, hours and days', () => {
    expect(relativeTime(new Date(now.getTime() - 59_000), now)).toBe("À l'instant");
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('Il y a 5 min');
    expect(relativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('Il y a 3 h');
    expect(relativeTime(new Date(now.getTime() - 2 * 86_400_000), now)).toBe('Il y a 2 jours');
  });

  it('shows the date beyond seven days', () => {
    expect(relativeTime(new Date(2026, 10, 1, 9, 0), now)).toBe('01/11/2026');
  });
});
