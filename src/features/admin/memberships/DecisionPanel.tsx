// Staff decide a member-pricing application (issue "Member pricing that pays off"): approve with a
// tier (or move an approved member to another tier), decline a pending one, revoke an approval;
// each with a note. The server e-mails the applicant in the application's language.
import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { basisPointsAsPercent } from '@/domain/member-pricing';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { Panel } from '../shared/Panel';

interface Application {
  id: string;
  version: number;
  status: string;
  userId: string | null;
  decidedAt: Date | null;
  tier: { id: string; name: string } | null;
}

type Decision = 'APPROVED' | 'DECLINED' | 'REVOKED';

export function DecisionPanel({ application: a, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useTranslation('members');
  const { when } = useAdminFormat();
  const tiers = trpc.admin.memberTiers.list.useQuery();
  const [tierId, setTierId] = useState<string | null>(a.tier?.id ?? null);
  const [note, setNote] = useState('');
  const decide = trpc.admin.applications.decide.useMutation(withNotices(() => t('admin.saved'), t('admin.failed'), onDone));
  const send = (decision: Decision) =>
    decide.mutate({ id: a.id, version: a.version, decision, tierId: decision === 'APPROVED' ? tierId : null, note: note.trim() }, { onSuccess: () => setNote('') });
  const ready = note.trim().length > 0 && !decide.isPending;
  const options = (tiers.data?.tiers ?? []).map((tier) => ({ value: tier.id, label: `${tier.name} (${basisPointsAsPercent(tier.discountBasisPoints)}%)` }));
  return (
    <Panel title={t('admin.decision')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('admin.tier')}: <strong data-testid="application-tier">{a.tier?.name ?? t('admin.tierNone')}</strong>
          {a.decidedAt && ` · ${t('admin.decidedAt')}: ${when(a.decidedAt)}`}
        </Text>
        <Text size="sm">
          {t('admin.account')}: {a.userId ? t('admin.accountLinked') : t('admin.accountNone')}
        </Text>
        <Select label={t('admin.tier')} data={options} value={tierId} onChange={setTierId} allowDeselect={false} />
        <Textarea label={t('admin.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} required />
        <Group gap="xs">
          <Button size="sm" disabled={!ready || !tierId || (a.status === 'APPROVED' && tierId === a.tier?.id)} onClick={() => send('APPROVED')}>
            {a.status === 'APPROVED' ? t('admin.changeTier') : t('admin.approve')}
          </Button>
          {a.status === 'PENDING' && (
            <Button size="sm" variant="default" disabled={!ready} onClick={() => send('DECLINED')}>
              {t('admin.decline')}
            </Button>
          )}
          {a.status === 'APPROVED' && (
            <Button size="sm" color="red" variant="light" disabled={!ready} onClick={() => send('REVOKED')}>
              {t('admin.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Panel>
  );
}
