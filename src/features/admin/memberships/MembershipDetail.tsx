// One member-pricing application: every field, the status pipeline, notes, reply and call.
import { phoneText } from '@/config/business';
import Link from 'next/link';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { Age } from '../Age';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { ContactButtons, mailtoHref, telHref } from '../shared/ContactButtons';
import { DetailColumns } from '../shared/DetailColumns';
import { FieldsPanel, type FieldRow } from '../shared/FieldsPanel';
import { Loaded } from '../shared/Loaded';
import { NotesPanel } from '../shared/NotesPanel';
import { applicationStatusColor } from './MembershipsScreen';
import { DecisionPanel } from './DecisionPanel';

export function MembershipDetail({ id }: { id: string }) {
  const { when } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const app = trpc.admin.applications.get.useQuery({ id });
  const refresh = () => void utils.admin.applications.invalidate();
  const addNote = trpc.admin.applications.addNote.useMutation(withNotices(() => t('notes.saved'), t('notes.failed'), refresh));
  return (
    <Loaded query={app}>
      {(a) => {
        const mailto = mailtoHref(a.email, a.replySubject);
        const tel = telHref(a.phone);
        const rows: FieldRow[] = [
          [t('fields.company'), a.companyName],
          [t('fields.email'), <Anchor key="e" href={mailto}>{a.email}</Anchor>],
          [t('fields.phone'), <Anchor key="p" href={tel}>{phoneText(a.phone)}</Anchor>],
          [t('fields.language'), t(`languages.${a.language}`)],
          [t('fields.received'), when(a.createdAt)],
          [t('fields.age'), <Age key="a" createdAt={a.createdAt} now={a.now} waiting={a.status === 'PENDING'} />],
        ];
        return (
          <DetailColumns aside={<NotesPanel notes={a.notes} saving={addNote.isPending} onAdd={(body, done) => addNote.mutate({ id: a.id, body }, { onSuccess: done })} />}>
            <FieldsPanel title={a.companyName} status={{ color: applicationStatusColor[a.status], label: t(`applicationStatus.${a.status}`) }} rows={rows}>
              <ContactButtons mailto={mailto} tel={tel}>
                {a.leadId && (
                  <Button component={Link} variant="subtle" href={`/admin/leads/${a.leadId}`}>
                    {t('memberships.lead')}
                  </Button>
                )}
              </ContactButtons>
            </FieldsPanel>
            <DecisionPanel application={a} onDone={refresh} />
          </DetailColumns>
        );
      }}
    </Loaded>
  );
}
