// Days the yard is closed besides Sundays (holidays), on /admin/calendar: once, or every year on
// the same month and day (Christmas). The calculator and the server offer no delivery or pickup
// on them. Dates set in the settings (CLOSED_DATES) apply as well.
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, List, Paper, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { Loaded } from '../shared/Loaded';

export function ClosedDays() {
  const { t } = useTranslation('admin');
  const { day, monthDay } = useAdminFormat();
  const list = trpc.admin.closedDays.list.useQuery();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [yearly, setYearly] = useState(false);
  const refresh = () => void list.refetch();
  const add = trpc.admin.closedDays.add.useMutation(withNotices(() => t('closedDays.added'), t('closedDays.failed'), refresh));
  const remove = trpc.admin.closedDays.remove.useMutation(withNotices(() => t('closedDays.removed'), t('closedDays.failed'), refresh));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="closed-days">
      <Title order={2} size="h3" id="closed-days" mb="xs">
        {t('closedDays.heading')}
      </Title>
      <Text size="sm" mb="sm">
        {t('closedDays.intro')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (date) add.mutate({ date, note, yearly }, { onSuccess: () => setNote('') });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput type="date" label={t('closedDays.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
          <TextInput label={t('closedDays.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={80} />
          <Checkbox label={t('closedDays.yearly')} checked={yearly} onChange={(e) => setYearly(e.currentTarget.checked)} mb={8} />
          <Button type="submit" loading={add.isPending} disabled={!date}>
            {t('closedDays.add')}
          </Button>
        </Group>
      </form>
      <Loaded query={list}>
        {(days) =>
          days.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              {t('closedDays.none')}
            </Text>
          ) : (
            <List mt="sm" spacing="xs">
              {days.map((d) => (
                <List.Item key={d.date}>
                  <Group gap="sm">
                    <Text size="sm">
                      {d.yearly ? monthDay(d.date) : day(d.date)}
                      {d.note && ` · ${d.note}`}
                    </Text>
                    {d.yearly && (
                      <Badge size="sm" variant="light">
                        {t('closedDays.everyYear')}
                      </Badge>
                    )}
                    <Button size="compact-xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate({ date: d.date })} aria-label={t('closedDays.removeLabel', { date: d.date })}>
                      {t('closedDays.remove')}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )
        }
      </Loaded>
    </Paper>
  );
}
