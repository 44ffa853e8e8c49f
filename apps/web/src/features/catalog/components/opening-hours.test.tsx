// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpeningHours } from './opening-hours';

const HOURS = {
  sunday: { open: '10:00', close: '16:00' },
  monday: { open: '08:00', close: '22:00' },
};

afterEach(() => vi.useRealTimers());

function summaryAt(isoTime: string) {
  vi.useFakeTimers({ now: new Date(isoTime), toFake: ['Date'] });
  const { container, unmount } = render(<OpeningHours hours={HOURS} />);
  const summary = container.querySelector('summary')?.textContent;
  unmount();
  return summary;
}

describe('OpeningHours', () => {
  it("shows the day in Conakry (GMT all year) as today's, up to midnight there", () => {
    expect(summaryAt('2026-11-29T23:59:00Z')).toContain("Aujourd'hui : 10:00 – 16:00");
    expect(summaryAt('2026-11-30T00:01:00Z')).toContain("Aujourd'hui : 08:00 – 22:00");
    expect(summaryAt('2026-12-01T12:00:00Z')).toContain("Aujourd'hui : Fermé");
  });

  it("sets today's row apart from the week's", () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00Z'), toFake: ['Date'] });
    render(<OpeningHours hours={HOURS} />);
    expect(screen.getByText('Lundi').parentElement?.classList).toContain('font-semibold');
    expect(screen.getByText('Dimanche').parentElement?.classList).not.toContain('font-semibold');
  });
});
