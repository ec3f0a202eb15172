// Proof of delivery on the staff's order page (issue 46): each attempt the driver's phone sent,
// oldest first: delivered or why not, who, when (tapped on the phone and when it reached us, on
// Chicago's clock), who received it or "left on site", pallets returned, the note, the return-trip
// fee charged, where the phone was, the signature and the photos (private files: plain <img>).
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { PrivatePhoto } from '@/features/orders/DropSiteSummary';
import { deliveryProofUrl } from '@/domain/delivery-actions';
import { formatBusinessTime } from '@/lib/format';
import { useAdminFormat } from '../format';
import { Panel } from '../shared/Panel';

export interface DeliveryProofShown {
  id: string;
  outcome: 'DELIVERED' | 'NOT_DELIVERED';
  reason: 'SITE_BLOCKED' | 'NOBODY_THERE' | 'REFUSED' | null;
  driver: { name: string };
  happenedAt: Date;
  createdAt: Date;
  receivedBy: string;
  leftOnSite: boolean;
  palletsReturned: number;
  note: string;
  feeCents: number;
  /** Money taken at the door; `recorded` false: above the balance then, not in the ledger. */
  collected?: { amountCents: number; method: string | null; reference: string; recorded: boolean } | null;
  location: { latitude: number; longitude: number } | null;
  /** Each photo's copies (widths) and the address of its widest. */
  photos: { id: string; widths: number[]; url: string }[];
  signatureUrl: string | null;
}

/** A search link for the point the phone gave (any map site opens it). */
export const pointMapUrl = ({ latitude, longitude }: { latitude: number; longitude: number }) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** A copy about 320 px wide for the page, else the widest there is (the link opens the widest). */
const thumbnail = (photo: DeliveryProofShown['photos'][number]) => {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const width = widths.find((w) => w >= 320) ?? widths.at(-1);
  return width === undefined ? photo.url : deliveryProofUrl(photo.id, width, 'webp');
};

function Attempt({ proof, number }: { proof: DeliveryProofShown; number: number }) {
  const { t } = useTranslation('orders');
  const { lang, money } = useAdminFormat();
  const delivered = proof.outcome === 'DELIVERED';
  const headingId = `proof-${proof.id}`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId} data-testid="delivery-proof">
      <Group gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('proof.attempt', { number })}
        </Title>
        <Badge color={delivered ? 'turf' : 'red'} variant="light">
          {delivered ? t('proof.outcome.DELIVERED') : t('proof.outcome.NOT_DELIVERED')}
        </Badge>
        {proof.reason && <Text size="sm">{t(`proof.reasons.${proof.reason}`)}</Text>}
      </Group>
      <Text size="sm">{t('drivers.shown', { name: proof.driver.name || '—' })}</Text>
      <Text size="sm">{t('proof.when', { happened: formatBusinessTime(proof.happenedAt, lang), received: formatBusinessTime(proof.createdAt, lang) })}</Text>
      {delivered && <Text size="sm">{proof.leftOnSite ? t('proof.leftOnSite') : t('proof.receivedBy', { name: proof.receivedBy })}</Text>}
      {proof.palletsReturned > 0 && <Text size="sm">{t('proof.pallets', { count: proof.palletsReturned })}</Text>}
      {proof.note && <Text size="sm">{t('proof.note', { note: proof.note })}</Text>}
      {proof.feeCents > 0 && <Text size="sm">{t('proof.fee', { amount: money(proof.feeCents) })}</Text>}
      {proof.collected && (
        <Text size="sm" c={proof.collected.recorded ? undefined : 'red.8'} fw={proof.collected.recorded ? undefined : 600}>
          {t(proof.collected.recorded ? 'proof.collected' : 'proof.collectedNotRecorded', {
            amount: money(proof.collected.amountCents),
            how: [proof.collected.method ? t(`payments.method.${proof.collected.method}`) : '', proof.collected.reference].filter(Boolean).join(' '),
          })}
        </Text>
      )}
      {proof.location ? (
        <Anchor href={pointMapUrl(proof.location)} target="_blank" rel="noopener noreferrer" size="sm">
          {t('proof.map')}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('proof.noLocation')}
        </Text>
      )}
      {proof.signatureUrl && (
        <div>
          <Text size="sm" fw={600}>
            {t('proof.signature')}
          </Text>
          <PrivatePhoto src={proof.signatureUrl} alt={proof.receivedBy ? t('proof.signatureOf', { name: proof.receivedBy }) : t('proof.signature')} maxWidth={280} />
        </div>
      )}
      {proof.photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {proof.photos.map((photo, i) => (
            <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <PrivatePhoto src={thumbnail(photo)} alt={t('proof.photo', { number: i + 1 })} />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Nothing when the driver's phone sent nothing for this order. */
export function DeliveryProofs({ proofs }: { proofs: readonly DeliveryProofShown[] }) {
  const { t } = useTranslation('orders');
  if (proofs.length === 0) return null;
  return (
    <Panel title={t('proof.title')} testId="delivery-proofs">
      <Stack gap="lg">
        {proofs.map((proof, i) => (
          <Attempt key={proof.id} proof={proof} number={i + 1} />
        ))}
      </Stack>
    </Panel>
  );
}
