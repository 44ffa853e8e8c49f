// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkoutRetryDelay, isTransientFailure } from './api';
import {
  cartFingerprint,
  forgetPendingCheckout,
  PENDING_CHECKOUT_MAX_AGE_MS,
  readPendingCheckout,
  startCheckout,
} from './pending-checkout';

const line = (menuItemId: string, quantity: number) => ({
  id: `line-${menuItemId}`,
  menuItemId,
  name: menuItemId,
  price: 10_000,
  quantity,
  image: null,
  specialInstructions: null,
  isAvailable: true,
});
const cart = { businessId: 'maquis', items: [line('alloco', 1), line('riz', 2)] };
const pickup = { deliveryMethod: 'pickup' as const };

beforeEach(() => {
  localStorage.clear();
  forgetPendingCheckout('awa');
  forgetPendingCheckout('binta');
});

describe('the checkout key', () => {
  it('stays the same for the same customer and cart until an answer arrives, then a new one is drawn', () => {
    const first = startCheckout('awa', cart, pickup);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    // A second tap, a retry, the same articles listed in another order: the same key.
    const reordered = { ...cart, items: [...cart.items].reverse() };
    expect(startCheckout('awa', reordered, { deliveryMethod: 'delivery', addressId: 'home' }).key).toBe(first.key);
    forgetPendingCheckout('awa');
    expect(readPendingCheckout('awa')).toBeNull();
    expect(startCheckout('awa', cart, pickup).key).not.toBe(first.key);
  });

  it('is never reused for another cart or another customer', () => {
    const first = startCheckout('awa', cart, pickup);
    expect(startCheckout('binta', cart, pickup).key).not.toBe(first.key);
    const more = startCheckout('awa', { ...cart, items: [line('alloco', 2), line('riz', 2)] }, pickup);
    expect(more.key).not.toBe(first.key);
    expect(startCheckout('awa', { ...cart, businessId: 'fatou' }, pickup).key).not.toBe(more.key);
  });

  it('survives a reload: kept in localStorage with the request it was sent with', () => {
    const first = startCheckout('awa', cart, pickup);
    const stored = JSON.parse(localStorage.getItem('livra.checkout.pending.awa')!);
    expect(stored).toMatchObject({ key: first.key, userId: 'awa', cart: cartFingerprint(cart), body: pickup });
    expect(readPendingCheckout('awa')).toEqual(first);
  });

  it('is dropped after a day rather than placing a forgotten order', () => {
    const now = Date.now();
    const first = startCheckout('awa', cart, pickup, now);
    expect(readPendingCheckout('awa', now + PENDING_CHECKOUT_MAX_AGE_MS - 1)?.key).toBe(first.key);
    expect(readPendingCheckout('awa', now + PENDING_CHECKOUT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem('livra.checkout.pending.awa')).toBeNull();
  });

  it('lives in the page when storage refuses it (private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const first = startCheckout('awa', cart, pickup);
    expect(startCheckout('awa', cart, pickup).key).toBe(first.key);
    vi.restoreAllMocks();
  });
});

describe('the checkout retries', () => {
  it('back off 1, 2, 4, 8, 16 then 30 s, each up to a fifth longer', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 9].map((failures) => checkoutRetryDelay(failures, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(checkoutRetryDelay(5, () => 0.999)).toBeLessThanOrEqual(36_000);
    expect(checkoutRetryDelay(5, () => 0.999)).toBeGreaterThan(35_000);
  });

  it('keep the key after no answer or a busy server, never after a refusal', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(isTransientFailure(new ApiError(status, 'x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(isTransientFailure(new ApiError(status, 'x'))).toBe(false);
    expect(isTransientFailure(new ApiError(0, 'lent', 'TIMEOUT'))).toBe(true);
  });
});
