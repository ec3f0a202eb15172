// One lead: every field, the status pipeline, notes, reply by e-mail and click-to-call.
import { phoneText } from '@/config/business';
import Link from 'next/link';
import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { LEAD_STATUSES } from '@/domain/admin-follow-up';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { useAdminFormat } from '../format';
import { useSourceLabel } from './source-label';
import { withNotices } from '../notify';
import { ContactButtons, mailtoHref, telHref } from '../shared/ContactButtons';
import { DetailColumns } from '../shared/DetailColumns';
import { FieldsPanel, type FieldRow } from '../shared/FieldsPanel';
import { Loaded } from '../shared/Loaded';
import { NotesPanel } from '../shared/NotesPanel';
import { StatusPanel } from '../shared/StatusPanel';
import { leadStatusColor } from './LeadsScreen';
import { subjectLabel } from '@/domain/lead-schemas';

export function LeadDetail({ id }: { id: string }) {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const lead = trpc.admin.leads.get.useQuery({ id });
  const sourceLabel = useSourceLabel();
  const refresh = () => void utils.admin.leads.invalidate();
  const setStatus = trpc.admin.leads.setStatus.useMutation(
    withNotices((r: { status: string }) => t('leads.statusSaved', { status: t(`leadStatus.${r.status}`) }), t('leads.statusFailed'), refresh),
  );
  const addNote = trpc.admin.leads.addNote.useMutation(withNotices(() => t('notes.saved'), t('notes.failed'), refresh));
  return (
    <Loaded query={lead}>
      {(l) => {
        const subject = subjectLabel(t, l.subject);
        const mailto = mailtoHref(l.email, l.replySubject);
        const tel = l.phone ? telHref(l.phone) : null;
        const rows: FieldRow[] = [
          [t('fields.name'), l.name],
          [t('fields.email'), <Anchor key="e" href={mailto}>{l.email}</Anchor>],
          [t('fields.phone'), tel ? <Anchor key="p" href={tel}>{phoneText(l.phone ?? '')}</Anchor> : '—'],
          [t('fields.subject'), subject ?? '—'],
          [t('fields.language'), t(`languages.${l.preferredLanguage}`)],
          [t('fields.source'), sourceLabel(l.sourcePage)],
          [t('fields.received'), when(l.createdAt)],
          [t('fields.age'), <Age key="a" createdAt={l.createdAt} now={l.now} waiting={l.status === 'NEW'} />],
        ];
        return (
          <DetailColumns aside={<NotesPanel notes={l.notes} saving={addNote.isPending} onAdd={(body, done) => addNote.mutate({ id: l.id, body }, { onSuccess: done })} />}>
            <FieldsPanel title={l.name} status={{ color: leadStatusColor[l.status], label: t(`leadStatus.${l.status}`) }} rows={rows}>
              <Text fw={600} mt="md">
                {t('fields.message')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{l.message}</Text>
              <ContactButtons mailto={mailto} tel={tel}>
                {l.application && (
                  <Button component={Link} variant="subtle" href={`/admin/memberships/${l.application.id}`}>
                    {t('leads.application')}
                  </Button>
                )}
              </ContactButtons>
            </FieldsPanel>
            <StatusPanel
              statuses={LEAD_STATUSES}
              current={l.status}
              busy={setStatus.isPending}
              label={(s) => t(`leadStatus.${s}`)}
              onPick={(s) => setStatus.mutate({ id: l.id, version: l.version, status: s as (typeof LEAD_STATUSES)[number] })}
            />
          </DetailColumns>
        );
      }}
    </Loaded>
  );
}
