import { required } from '@livra/shared';
import { and, or, type SQL } from 'drizzle-orm';

// Drizzle types `and()` / `or()` as possibly `undefined` (their answer when every argument is), which
// cannot happen with defined arguments: these say so once, for conditions stored or passed on as `SQL`.

/** Every condition holds. */
export function allOf(...conditions: SQL[]): SQL {
  return required(and(...conditions), 'condition SQL (and)');
}

/** At least one condition holds. */
export function anyOf(...conditions: SQL[]): SQL {
  return required(or(...conditions), 'condition SQL (or)');
}
