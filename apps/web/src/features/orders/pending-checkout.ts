import type { CartView } from '@livra/shared/cart';
import type { PlaceOrderBody } from './api';

/**
 * The checkout in flight, kept until the server's answer arrives (docs/decisions/011-…): its
 * `Idempotency-Key`, the request sent with it, and the cart it was for. It is in localStorage, one
 * entry per customer, so a reload (or the phone killing the tab) resumes the same request with the
 * same key: the server then answers with the order it already placed instead of a second one.
 *
 * The key belongs to one cart: a different cart (articles or quantities changed) gets a new key,
 * and the entry is dropped once an answer arrives (the order, or a definitive refusal).
 */
export interface PendingCheckout {
  key: string;
  userId: string;
  /** `cartFingerprint` of the cart the key was drawn for. */
  cart: string;
  body: PlaceOrderBody;
  /** When the key was drawn (ms): an entry older than a day is dropped, not sent. */
  since: number;
}

const PREFIX = 'livra.checkout.pending.';
export const PENDING_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60_000;

// Without storage (private mode, quota) the entry lives as long as the page.
const memory = new Map<string, PendingCheckout>();

/** What makes two carts "the same order": the business and each article's quantity, in a stable order. */
export function cartFingerprint(cart: Pick<CartView, 'businessId' | 'items'>): string {
  const lines = cart.items.map((item) => `${item.menuItemId}x${item.quantity}`).sort();
  return `${cart.businessId ?? ''}:${lines.join(',')}`;
}

/** 128 random bits in hex; `crypto.randomUUID` needs HTTPS, `getRandomValues` does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isPendingCheckout(value: unknown): value is PendingCheckout {
  const entry = value as PendingCheckout | null;
  return (
    typeof entry?.key === 'string' &&
    typeof entry.userId === 'string' &&
    typeof entry.cart === 'string' &&
    typeof entry.since === 'number' &&
    typeof entry.body === 'object' &&
    entry.body !== null
  );
}

function write(entry: PendingCheckout) {
  try {
    localStorage.setItem(PREFIX + entry.userId, JSON.stringify(entry));
    memory.delete(entry.userId);
  } catch {
    memory.set(entry.userId, entry);
  }
}

/** The customer's checkout still waiting for an answer, if any (and not older than a day). */
export function readPendingCheckout(userId: string, now = Date.now()): PendingCheckout | null {
  let entry: PendingCheckout | null = null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + userId) ?? 'null');
    if (isPendingCheckout(stored) && stored.userId === userId) entry = stored;
  } catch {
    // Unreadable storage: the page's memory is all there is.
  }
  entry ??= memory.get(userId) ?? null;
  if (entry && now - entry.since > PENDING_CHECKOUT_MAX_AGE_MS) {
    forgetPendingCheckout(userId);
    return null;
  }
  return entry;
}

/**
 * The key to send for this customer, cart and request: the waiting one when the cart is the same
 * (a second tap, a retry, a reload), a new one for another cart. The request is stored with it.
 */
export function startCheckout(
  userId: string,
  cart: Pick<CartView, 'businessId' | 'items'>,
  body: PlaceOrderBody,
  now = Date.now(),
): PendingCheckout {
  const fingerprint = cartFingerprint(cart);
  const waiting = readPendingCheckout(userId, now);
  const entry =
    waiting && waiting.cart === fingerprint
      ? { ...waiting, body }
      : { key: newKey(), userId, cart: fingerprint, body, since: now };
  write(entry);
  return entry;
}

/** The answer arrived: the key is done with. */
export function forgetPendingCheckout(userId: string) {
  memory.delete(userId);
  try {
    localStorage.removeItem(PREFIX + userId);
  } catch {
    // nothing kept
  }
}
