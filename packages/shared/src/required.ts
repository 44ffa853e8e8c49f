/**
 * A value the code knows is there (a row just written, a key set a line above, an element the page
 * ships): returns it, or throws an error that names what was missing, instead of a `!` that would let
 * `undefined` run on and fail later, far from the cause.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Valeur manquante : ${what}`);
  return value;
}
