import { describe, expect, it } from 'vitest';
import { customerCanCancel, frenchDate, partnerCanSet } from './reservation-rules';

// Monday 10 March 2025, 12:00 in Conakry (UTC).
const now = new Date('2025-03-10T12:00:00Z');

describe('reservation status rules', () => {
  it('lets customers cancel only active reservations that are still to come', () => {
    expect(customerCanCancel('pending', '2025-03-11', '20:00', now)).toBe(true);
    expect(customerCanCancel('confirmed', '2025-03-11', '20:00', now)).toBe(true);
    expect(customerCanCancel('declined', '2025-03-11', '20:00', now)).toBe(false);
    expect(customerCanCancel('confirmed', '2025-03-10', '11:00', now)).toBe(false);
  });

  it('lets partners answer a request or decline a confirmed one', () => {
    expect(partnerCanSet('pending', 'confirmed')).toBe(true);
    expect(partnerCanSet('pending', 'declined')).toBe(true);
    expect(partnerCanSet('confirmed', 'declined')).toBe(true);
    expect(partnerCanSet('declined', 'confirmed')).toBe(false);
    expect(partnerCanSet('cancelled', 'confirmed')).toBe(false);
  });
});

describe('dates in messages', () => {
  it('writes dates the French way', () => {
    expect(frenchDate('2025-03-10')).toBe('10/03/2025');
  });
});
