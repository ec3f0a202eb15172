// Turns the address-bar filter values (plain strings) into the typed input the list procedures take.
import { dayBoundary } from '../format';

/** The value when it is one of `allowed`, else undefined (a hand-edited URL filters nothing). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export const languageOf = (value: string): 'en' | 'es' | undefined => (value === 'en' || value === 'es' ? value : undefined);

/** From the start of the first day to the end of the last, local time. */
export const dayRange = (from: string, to: string) => ({ from: dayBoundary(from, false), to: dayBoundary(to, true) });
