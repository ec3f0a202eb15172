// List filters kept in the address bar, so a filtered list can be linked and survives reload.
import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';

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
