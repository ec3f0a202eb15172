// Delivery bands per type, edited as a table and saved together; a preview box prices a
// delivery with the same function the quote uses.
import { Alert, Button, Checkbox, Group, List, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { bandGaps, bandIssues, type BandType } from '@/domain/admin-bands';
import { centsToInput, parseMoney } from '@/domain/admin-money';
import { parseWholeNumber } from '@/domain/whole-number';
import type { DeliveryBand } from '@/domain/pricing';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import { useSavedForm } from '../shared/use-saved-form';
import { FeePreview } from './FeePreview';
import { MoneyInput } from '../shared/MoneyInput';

interface FormBand {
  key: string;
  id?: string;
  version?: number;
  start: string;
  end: string;
  rateType: 'FLAT' | 'PER_MILE';
  rate: string;
  isActive: boolean;
}

type ServerBand = { id: string; version: number; deliveryType: BandType; mileRangeStart: number; mileRangeEnd: number | null; rateType: 'FLAT' | 'PER_MILE'; rateCents: number; isActive: boolean };

const toForm = (b: ServerBand): FormBand => ({
  key: b.id,
  id: b.id,
  version: b.version,
  start: String(b.mileRangeStart),
  end: b.mileRangeEnd === null ? '' : String(b.mileRangeEnd),
  rateType: b.rateType,
  rate: centsToInput(b.rateCents),
  isActive: b.isActive,
});

/** The form's bands as numbers, or null for a row that is not filled in correctly. */
export function parseBand(b: FormBand, type: BandType): (DeliveryBand & { isActive: boolean }) | null {
  const start = parseWholeNumber(b.start);
  const end = b.end.trim() === '' ? null : parseWholeNumber(b.end);
  const rate = parseMoney(b.rate);
  if (start === null || (b.end.trim() !== '' && end === null) || !rate.ok || rate.cents === null) return null;
  return { deliveryType: type, mileRangeStart: start, mileRangeEnd: end, rateType: b.rateType, rateCents: rate.cents, isActive: b.isActive };
}

function BandTable({ type, bands, onSaved }: { type: BandType; bands: ServerBand[]; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  // The saved bands' ids and versions: the form starts again only when these change.
  const stamp = bands.map((b) => `${b.id}:${b.version}`).join(',');
  const { form: rows, setForm: setRows, dirty, reset } = useSavedForm<FormBand[]>(() => bands.map(toForm), stamp);
  const save = trpc.admin.bands.save.useMutation({
    onSuccess: () => {
      notifySuccess(t('bands.saved', { type: t(`types.${type}`) }));
      onSaved();
    },
    onError: (error) => notifyError(t('bands.saveFailed'), error),
  });
  const parsed = rows.map((r) => parseBand(r, type));
  const complete = parsed.every((p) => p !== null);
  const numeric = parsed.filter((p): p is NonNullable<typeof p> => p !== null);
  const issues = complete ? bandIssues(numeric) : [];
  const gaps = complete && issues.length === 0 ? bandGaps(numeric, type) : [];
  const update = (index: number, patch: Partial<FormBand>) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const label = (field: string, index: number) => t('bands.cellLabel', { field, row: index + 1, type: t(`types.${type}`) });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`bands-${type}`}>
      <Title order={2} size="h3" id={`bands-${type}`} mb="sm">
        {t('bands.heading', { type: t(`types.${type}`) })}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-labelledby={`bands-${type}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bands.start')}</Table.Th>
              <Table.Th>{t('bands.end')}</Table.Th>
              <Table.Th>{t('bands.rateType')}</Table.Th>
              <Table.Th>{t('bands.rate')}</Table.Th>
              <Table.Th>{t('fields.active')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const flagged = issues.some((i) => i.rows.includes(index)) || parsed[index] === null;
              return (
                <Table.Tr key={row.key} bg={flagged ? 'var(--mantine-color-red-0)' : undefined}>
                  <Table.Td>
                    <TextInput size="xs" w={90} inputMode="numeric" value={row.start} onChange={(e) => update(index, { start: e.currentTarget.value })} aria-label={label(t('bands.start'), index)} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={90}
                      inputMode="numeric"
                      value={row.end}
                      placeholder={t('bands.open')}
                      onChange={(e) => update(index, { end: e.currentTarget.value })}
                      aria-label={label(t('bands.end'), index)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={130}
                      allowDeselect={false}
                      value={row.rateType}
                      onChange={(v) => v && update(index, { rateType: v as FormBand['rateType'] })}
                      data={[
                        { value: 'FLAT', label: t('bands.FLAT') },
                        { value: 'PER_MILE', label: t('bands.PER_MILE') },
                      ]}
                      aria-label={label(t('bands.rateType'), index)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput size="xs" w={100} value={row.rate} onChange={(e) => update(index, { rate: e.currentTarget.value })} aria-label={label(t('bands.rate'), index)} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox checked={row.isActive} onChange={(e) => update(index, { isActive: e.currentTarget.checked })} aria-label={label(t('fields.active'), index)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        {t('bands.milesHint')}
      </Text>
      {!complete && (
        <Alert color="red" mt="sm">
          {t('bands.incomplete')}
        </Alert>
      )}
      {issues.length > 0 && (
        <Alert color="red" mt="sm" title={t('bands.cannotSave')}>
          <List size="sm">
            {issues.map((issue, i) => (
              <List.Item key={i}>{t(issue.key, issue.values)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {gaps.length > 0 && (
        <Alert color="yellow" mt="sm">
          {t('bands.gaps', { ranges: gaps.map((g) => `${g.from}–${g.to ?? '∞'}`).join(', ') })}
        </Alert>
      )}
      <Group mt="sm">
        <Button
          variant="default"
          size="xs"
          onClick={() => setRows((rs) => [...rs, { key: `new-${rs.length}-${Date.now()}`, start: '', end: '', rateType: 'FLAT', rate: '', isActive: true }])}
        >
          {t('bands.add')}
        </Button>
        <Button
          size="xs"
          disabled={!dirty || !complete || issues.length > 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              deliveryType: type,
              bands: rows.map((r, i) => {
                const p = parsed[i]!;
                return { id: r.id, version: r.version, mileRangeStart: p.mileRangeStart, mileRangeEnd: p.mileRangeEnd, rateType: p.rateType, rateCents: p.rateCents, isActive: p.isActive };
              }),
            })
          }
        >
          {t('bands.save', { type: t(`types.${type}`) })}
        </Button>
        {dirty && (
          <Button size="xs" variant="subtle" onClick={reset}>
            {t('actions.undo')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function BandsScreen() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.bands.list.useQuery();
  const utils = trpc.useUtils();
  if (list.error) return <Alert color="red">{list.error.message}</Alert>;
  if (!list.data) return <Text>{t('table.loading')}</Text>;
  const byType = (type: BandType) => list.data.filter((b) => b.deliveryType === type) as ServerBand[];
  return (
    <Stack gap="xl">
      <Text>{t('bands.intro')}</Text>
      <BandTable type="GRASS" bands={byType('GRASS')} onSaved={() => void utils.admin.bands.list.invalidate()} />
      <BandTable type="BULK" bands={byType('BULK')} onSaved={() => void utils.admin.bands.list.invalidate()} />
      <FeePreview bands={list.data} />
    </Stack>
  );
}
