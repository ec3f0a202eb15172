// A saved quote's lines as a two-column table that fits a 390 px phone: the product, with its
// quantity, unit and unit price beneath it, and the line's amount, which never wraps or scrolls
// out of sight. Used by the account's quote page and the e-mailed link's page; rows the caller
// adds (fees, tax, total) go in the same table.
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { MemberPriceNote } from '@/features/membership/MemberPriceNote';
import { formatCents, formatNumber } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

export interface PricedLine {
  id: string;
  productName: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  lineTotalCents: number;
  regularUnitPriceCents?: number | null;
}

export function PricedLines({ lines, lang, children }: { lines: readonly PricedLine[]; lang: Lang; children?: ReactNode }) {
  const { t } = useTranslation('quote');
  return (
    <Table verticalSpacing="xs" layout="auto" data-testid="priced-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('account.product')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('account.lineTotal')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              {line.productName}
              <Text size="sm" c="dimmed">
                {t('account.lineDetail', { quantity: formatNumber(line.quantity, lang), unit: t(`units.${line.unit}`, { count: line.quantity }), price: formatCents(line.unitPriceCents, lang) })}
              </Text>
              <MemberPriceNote regularCents={line.regularUnitPriceCents ?? null} lang={lang} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {formatCents(line.lineTotalCents, lang)}
            </Table.Td>
          </Table.Tr>
        ))}
        {children}
      </Table.Tbody>
    </Table>
  );
}

/** A row below the lines: a label and an amount (fees, tax, total). */
export function PricedRow({ label, cents, lang, strong, testId }: { label: string; cents: number; lang: Lang; strong?: boolean; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {formatCents(cents, lang)}
      </Table.Td>
    </Table.Tr>
  );
}
