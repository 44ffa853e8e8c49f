import { clsx, type ClassValue } from 'clsx';
import { twMerge } from './tailwind-merge';

/** Joins class names; a later Tailwind class overrides an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Initials for an avatar fallback: "Mamadou Diallo" → "MD". */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/**
 * Keys for `count` loading placeholders. The placeholders are identical and never reorder, so
 * their position is their identity; named keys keep real lists from keying by index.
 */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index}`);
}

/** 'smooth', unless the visitor asked their system for less motion (then the jump is instant). */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}
