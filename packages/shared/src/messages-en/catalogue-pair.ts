import type { Translation } from '../locale';

type Template = (...args: never[]) => string;
export type Entries = { readonly [key: string]: string | Template | Entries | undefined };
/** A French catalogue beside its English. */
export type CataloguePair = readonly [french: Entries, english: Entries];

/** A French catalogue and its English, typed together so the English has the French's keys. */
export const pair = <T extends object>(french: T, english: Partial<Translation<T>>): CataloguePair => [
  french as Entries,
  english as Entries,
];
