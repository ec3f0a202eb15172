// List filters kept in the address bar, so a filtered list can be linked and survives reload.
import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import { useDebouncedValue } from '@mantine/hooks';
import { dayRange, languageOf, oneOf } from './shared/parse-filter';

export function useListFilter<K extends string>(keys: readonly K[]) {
  const router = useRouter();
  const value = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of keys) {
      const raw = router.query[key];
      out[key] = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    }
    return out;
  }, [router.query, keys]);
  const page = Math.max(1, Number(router.query.page) || 1);
  const update = useCallback(
    (next: Partial<Record<K | 'page', string | number | null>>) => {
      const query: Record<string, string> = {};
      const merged = { ...value, page: String(page), ...(('page' in next) ? {} : { page: '1' }), ...next } as Record<string, string | number | null>;
      for (const [k, v] of Object.entries(merged)) if (v !== null && v !== '' && !(k === 'page' && String(v) === '1')) query[k] = String(v);
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
    },
    [router, value, page],
  );
  return { value, page, update };
}

/**
 * The filter of a list staff follow up (leads, member applications) as its procedures take it:
 * the search (once typing pauses), status, language and days, from the address bar.
 */
export function useFollowUpFilter<K extends string, S extends string>(keys: readonly (K | 'search' | 'status' | 'language' | 'from' | 'to')[], statuses: readonly S[]) {
  const { value, page, update } = useListFilter(keys);
  const [search] = useDebouncedValue(value.search, 300);
  const filter = {
    search: search || undefined,
    status: oneOf(statuses, value.status),
    language: languageOf(value.language),
    ...dayRange(value.from, value.to),
  };
  return { value, page, update, filter };
}
