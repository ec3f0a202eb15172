// An order's drop-site details as read on the customer's order, the staff's order page, the day
// view and the printed ticket (issue 46): the spot, the ground, what may block the truck, the
// driver's note and who accepted the off-pavement waiver, when.
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { formatBusinessDay } from '@/lib/format';
import { accessIssues, isOffPavement, type DropGround, type DropLocation } from '@/domain/drop-site';

export interface DropSiteShown {
  /** null: accepted before drop-site details were asked, or a pickup. */
  dropLocation: DropLocation | null;
  dropGround: DropGround | null;
  dropNote: string;
  gateWidthInches: number | null;
  overheadObstacles: boolean;
  softGround: boolean;
  waiverName: string | null;
  waiverAcceptedAt: Date | null;
  /** The customer's photo of the spot (private; /api/drop-photos) and its resized widths. */
  dropPhotoId?: string | null;
  dropPhotoWidths?: number[];
}

/**
 * A private photo as a plain `<img>`: next/image's optimizer would fetch it without the viewer's
 * cookie or token (refused) and keep a copy in its shared cache.
 */
export function PrivatePhoto({ src, alt, maxWidth }: { src: string; alt: string; maxWidth?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- private, uncached photo (see above)
  return <img src={src} alt={alt} style={{ maxWidth: maxWidth ?? '100%', width: '100%', height: 'auto', borderRadius: 4 }} />;
}

/** The address of the photo's copy about 640 px wide (else its largest), with the link's token when read through the link. */
export function dropPhotoSrc(id: string, widths: readonly number[], token?: string) {
  const width = widths.find((w) => w >= 640) ?? widths[widths.length - 1] ?? 640;
  return `/api/drop-photos/${id}/${width}.webp${token ? `?token=${token}` : ''}`;
}

/** The details as lines of text in the reader's language; none when the order has no drop site. */
export function dropSiteLines(t: TFunction, site: DropSiteShown, lang: Lang): string[] {
  if (!site.dropLocation) return [];
  const access = accessIssues({ gateWidthInches: site.gateWidthInches, overheadObstacles: site.overheadObstacles, softGround: site.softGround }).map((issue) =>
    issue === 'gate' ? t('dropSite.shown.gate', { inches: site.gateWidthInches }) : t(issue === 'overhead' ? 'dropSite.shown.overhead' : 'dropSite.shown.softGround'),
  );
  return [
    t('dropSite.shown.location', { location: t(`dropSite.locations.${site.dropLocation}`) }),
    ...(site.dropGround ? [t('dropSite.shown.ground', { ground: t(`dropSite.grounds.${site.dropGround}`) })] : []),
    ...(access.length ? [access.join(' · ')] : []),
    ...(site.dropNote ? [t('dropSite.shown.note', { note: site.dropNote })] : []),
    ...(isOffPavement(site.dropLocation) && site.waiverName && site.waiverAcceptedAt
      ? [t('dropSite.shown.waiver', { name: site.waiverName, date: formatBusinessDay(site.waiverAcceptedAt, lang) })]
      : []),
  ];
}

/** The drop site under a heading, or nothing for an order without one. */
export function DropSiteSummary({ site, lang, heading = true, size = 'sm', photo }: { site: DropSiteShown; lang: Lang; heading?: boolean; size?: 'xs' | 'sm' | 'md'; photo?: 'image' | 'link' }) {
  const { t } = useTranslation('orders');
  const lines = dropSiteLines(t, site, lang);
  if (!lines.length) return null;
  return (
    <Stack gap={2} data-testid="drop-site">
      {heading && (
        <Text size={size} fw={700}>
          {t('dropSite.shown.heading')}
        </Text>
      )}
      {lines.map((line) => (
        <Text key={line} size={size}>
          {line}
        </Text>
      ))}
      {photo && site.dropPhotoId && (
        <>
          {photo === 'image' ? (
            <PrivatePhoto src={dropPhotoSrc(site.dropPhotoId, site.dropPhotoWidths ?? [])} alt={t('dropSite.photo.alt')} maxWidth={320} />
          ) : (
            <Anchor href={dropPhotoSrc(site.dropPhotoId, site.dropPhotoWidths ?? [])} target="_blank" rel="noopener noreferrer" size={size}>
              {t('dropSite.photo.open')}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}

/** The waiver an ACCEPTED event's details record (services/drop-site.ts `waiverDetails`), shown through `show`; '' when none. */
export function waiverOnTimeline(details: unknown, show: (name: string, at: Date) => string): string {
  if (!details || typeof details !== 'object' || !('waiver' in details)) return '';
  const waiver = (details as { waiver: unknown }).waiver;
  if (!waiver || typeof waiver !== 'object') return '';
  const { name, acceptedAt } = waiver as { name?: unknown; acceptedAt?: unknown };
  return typeof name === 'string' && typeof acceptedAt === 'string' ? show(name, new Date(acceptedAt)) : '';
}
