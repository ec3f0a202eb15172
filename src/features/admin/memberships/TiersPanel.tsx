// Member tiers (issue "Member pricing that pays off"): staff keep each tier's name, discount and
// volume discounts per category. Shown above the applications list.
import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { basisPointsAsPercent, percentAsBasisPoints } from '@/domain/member-pricing';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { withNotices } from '../notify';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

type TierList = inferRouterOutputs<AppRouter>['admin']['memberTiers']['list'];
type Tier = TierList['tiers'][number];
type Category = TierList['categories'][number];

export function TiersPanel() {
  const { t, i18n } = useTranslation('members');
  const list = trpc.admin.memberTiers.list.useQuery();
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);
  const categoryName = (key: string) => {
    const c = list.data?.categories.find((x) => x.key === key);
    return c ? (i18n.language === 'es' ? c.nameEs : c.nameEn) : key;
  };
  return (
    <Paper withBorder p="md" mb="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('admin.tiers')}
        </Title>
        <Button size="xs" variant="default" onClick={() => setEditing('new')}>
          {t('admin.addTier')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.tiersHint')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.tierName')}</Table.Th>
              <Table.Th>{t('admin.discount')}</Table.Th>
              <Table.Th>{t('admin.volume')}</Table.Th>
              <Table.Th>{t('admin.members')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.tiers.map((tier) => (
              <Table.Tr key={tier.id}>
                <Table.Td>{tier.name}</Table.Td>
                <Table.Td>{basisPointsAsPercent(tier.discountBasisPoints)}%</Table.Td>
                <Table.Td>
                  {tier.volumeRules.length === 0
                    ? t('admin.volumeNone')
                    : tier.volumeRules.map((r) => t('admin.volumeRule', { percent: basisPointsAsPercent(r.discountBasisPoints), category: categoryName(r.category), quantity: r.minQuantity })).join('; ')}
                </Table.Td>
                <Table.Td>{tier.members}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => setEditing(tier)} aria-label={`${t('admin.editTier')}: ${tier.name}`}>
                    {t('admin.editTier')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && list.data && (
        <TierModal tier={editing === 'new' ? null : editing} categories={list.data.categories} categoryName={categoryName} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}

interface RuleRow {
  category: string | null;
  minQuantity: string;
  percent: string;
}

function TierModal({ tier, categories, categoryName, onClose }: { tier: Tier | null; categories: Category[]; categoryName: (key: string) => string; onClose: () => void }) {
  const { t } = useTranslation('members');
  const { t: ta } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [name, setName] = useState(tier?.name ?? '');
  const [percent, setPercent] = useState(tier ? basisPointsAsPercent(tier.discountBasisPoints) : '');
  const [rules, setRules] = useState<RuleRow[]>(
    () => tier?.volumeRules.map((r) => ({ category: r.category, minQuantity: String(r.minQuantity), percent: basisPointsAsPercent(r.discountBasisPoints) })) ?? [],
  );
  const save = trpc.admin.memberTiers.save.useMutation(
    withNotices(() => t('admin.tierSaved'), t('admin.tierFailed'), () => void utils.admin.memberTiers.list.invalidate()),
  );
  const discount = percentAsBasisPoints(percent);
  const parsedRules = rules.map((r) => ({ category: r.category, minQuantity: /^\d{1,7}$/.test(r.minQuantity.trim()) ? Number(r.minQuantity) : null, discountBasisPoints: percentAsBasisPoints(r.percent) }));
  const valid = name.trim() !== '' && discount !== null && parsedRules.every((r) => r.category && r.minQuantity && r.discountBasisPoints !== null);
  const patch = (i: number, p: Partial<RuleRow>) => setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...p } : r)));
  const submit = () =>
    save.mutate(
      {
        ...(tier ? { id: tier.id, version: tier.version } : {}),
        name: name.trim(),
        discountBasisPoints: discount!,
        volumeRules: parsedRules.map((r) => ({ category: r.category!, minQuantity: r.minQuantity!, discountBasisPoints: r.discountBasisPoints! })),
      },
      { onSuccess: onClose },
    );
  return (
    <Dialog opened onClose={onClose} title={tier ? tier.name : t('admin.addTier')} size="lg">
      <Stack>
        <TextInput label={t('admin.tierName')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} required />
        <TextInput label={t('admin.discount')} value={percent} onChange={(e) => setPercent(e.currentTarget.value)} error={percent && discount === null ? t('validation.percent') : undefined} required />
        <Text fw={600}>{t('admin.volume')}</Text>
        {rules.map((rule, i) => (
          <Group key={i} align="flex-end" gap="xs">
            <Select label={t('admin.category')} data={categories.map((c) => ({ value: c.key, label: categoryName(c.key) }))} value={rule.category} onChange={(v) => patch(i, { category: v })} w={150} />
            <TextInput label={t('admin.threshold')} value={rule.minQuantity} onChange={(e) => patch(i, { minQuantity: e.currentTarget.value })} w={200} />
            <TextInput label={t('admin.volumePercent')} value={rule.percent} onChange={(e) => patch(i, { percent: e.currentTarget.value })} w={120} />
            <Button variant="subtle" color="red" onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}>
              {t('admin.removeRule')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => setRules((rs) => [...rs, { category: null, minQuantity: '', percent: '' }])}>
            {t('admin.addRule')}
          </Button>
        </Group>
        <ModalActions onCancel={onClose} label={ta('actions.save')} disabled={!valid} loading={save.isPending} onConfirm={submit} />
      </Stack>
    </Dialog>
  );
}
