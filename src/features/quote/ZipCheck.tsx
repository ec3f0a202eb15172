// The ZIP check (spec section 5): is a ZIP served, by which area, how soon; else "we're expanding".
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import Link from 'next/link';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ZIP_LENGTH, isZipCode, normalizeZipInput } from '@/domain/zip';
import { useLang } from '@/components/RouteLink';
import { pathFor } from '@/routing/routes';
import { callApi, preloadApi } from '@/lib/call-api';
import { whenIdle } from '@/lib/when-idle';
import { useFilledEarly } from '@/lib/use-filled-early';
import classes from './ZipCheck.module.css';
import { rememberZip } from './draft-storage';

type Result =
  | { kind: 'match'; area: { slug: string; name: string; deliveryTime: string } }
  | { kind: 'not-served' }
  | { kind: 'incomplete' }
  | { kind: 'failed' };

/** The ZIP a form sent before the page's code ran comes back in the address (`?zip=`). */
export const zipFromAddress = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('zip'));

/** Works anywhere with no props: the area is looked up on the server when Check is pressed. */
export function ZipCheck({ id }: { id?: string }) {
  const { t } = useTranslation('quote');
  const lang = useLang();
  const headingId = useId();
  const inputId = useId();
  const [value, setValue] = useState(() => normalizeZipInput(zipFromAddress() ?? ''));
  const [result, setResult] = useState<Result | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A ZIP typed, pasted or filled in before the page's code ran.
  useFilledEarly(form, (field) => {
    if (field.name === 'zip') setValue(normalizeZipInput(field.value));
  });

  const check = async (typed = value) => {
    const zip = normalizeZipInput(typed);
    // "abcde" or "7735": ask for five digits rather than answer "we don't serve this area".
    if (!isZipCode(zip)) {
      setResult({ kind: 'incomplete' });
      return;
    }
    setChecking(true);
    try {
      // The API client loads with the first check, not with the page.
      const area = await callApi((api) => api.catalogue.findAreaByZip.query({ zip }));
      setResult(area ? { kind: 'match', area } : { kind: 'not-served' });
      if (area) rememberZip(zip); // the quote calculator starts from it
    } catch {
      setResult({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  };

  // The API client a check needs, fetched while the page is idle rather than at the first check.
  useEffect(() => whenIdle(preloadApi), []);

  // A ZIP sent before the page's code ran (a plain GET of this page with ?zip=): answer it now.
  useEffect(() => {
    if (zipFromAddress() === null) return;
    const soon = setTimeout(() => void check());
    return () => clearTimeout(soon);
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A pasted " 77354" or "77354-1234" is trimmed and cut to 5 before the box's 5-character limit sees it. */
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setValue(normalizeZipInput(event.clipboardData.getData('text')));
    setResult(null);
  };

  return (
    <Paper component="section" id={id} withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('zip.heading')}
      </Title>
      {/* A plain GET of the areas page (with ?zip=) when sent before the page's code runs: the
          page answers it once its code is there (zipFromAddress). The code sends it itself. */}
      <form
        ref={form}
        action={pathFor(lang, 'areas')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <Group align="flex-end" gap="sm">
          {/* A plain labelled input: Mantine's TextInput brought its whole input kit (about 4 kB) to the areas page. */}
          <div className={classes.field}>
            <label htmlFor={inputId} className={classes.label}>
              {t('zip.label')}
            </label>
            <input
              id={inputId}
              className={`${classes.input} mantine-focus-auto`}
              placeholder={t('zip.placeholder')}
              value={value}
              name="zip"
              // 5 even before the page's code runs; a paste is trimmed first (paste, above).
              maxLength={ZIP_LENGTH}
              onPaste={paste}
              onChange={(event) => {
                setValue(normalizeZipInput(event.currentTarget.value));
                setResult(null);
              }}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </div>
          <Button type="submit" loading={checking}>
            {t('zip.check')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {result?.kind === 'match' && (
          <div className={`${classes.result} ${classes.served}`}>
            <Text fw={700}>{t('zip.match', { area: result.area.name })}</Text>
            <Text size="sm">{t('zip.deliveryTime', { time: result.area.deliveryTime })}</Text>
            <Group gap="md" mt="xs">
              <Anchor component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: result.area.slug })} locale={false} size="sm">
                {t('zip.viewArea', { area: result.area.name })}
              </Anchor>
              <Anchor component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} size="sm">
                {t('zip.getQuote')}
              </Anchor>
            </Group>
          </div>
        )}
        {result?.kind === 'not-served' && (
          <div className={`${classes.result} ${classes.notServed}`}>
            <Text size="sm">{t('zip.notServed')}</Text>
            <Anchor component={Link} prefetch={false} href={pathFor(lang, 'contact')} locale={false} size="sm">
              {t('zip.contactUs')}
            </Anchor>
          </div>
        )}
        {result?.kind === 'incomplete' && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('zip.incomplete')}
          </Text>
        )}
        {result?.kind === 'failed' && (
          <Text size="sm" c="red" mt="sm" role="alert">
            {t('zip.failed')}
          </Text>
        )}
      </div>
    </Paper>
  );
}
