// Staff accounts (ADMIN only): create a staff, admin or driver account with a password, change
// role, deactivate, reset a lost second factor (after a confirmation).
import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PasswordField } from '@/components/PasswordField';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import { ActionsHeading, ListTable, wrapAnywhere } from '../shared/ListTable';
import { StatusBadge } from '../shared/StatusBadge';
import { MIN_STAFF_PASSWORD_LENGTH } from '@/domain/password-policy';
import { Role } from '@/domain/enums';
import { STAFF_ROLES, type StaffRole } from '@/domain/back-office-access';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

const ROLES = Object.values(Role);

function CreateStaff() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const empty = { email: '', name: '', password: '', role: 'STAFF' as StaffRole };
  const [form, setForm] = useState(empty);
  const create = trpc.admin.staff.create.useMutation({
    onSuccess: (u) => {
      notifySuccess(t('staff.created', { email: u.email }));
      setForm(empty);
      void utils.admin.staff.list.invalidate();
    },
    onError: (error) => notifyError(t('staff.createFailed'), error),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="new-staff">
      <Title order={2} size="h4" id="new-staff" mb="sm">
        {t('staff.new')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(form);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput label={t('fields.name')} value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} required maxLength={100} />
          <TextInput label={t('fields.email')} type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} required maxLength={255} />
          <PasswordField
            label={t('staff.password')}
            description={t('staff.passwordHint', { min: MIN_STAFF_PASSWORD_LENGTH })}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
            required
            minLength={MIN_STAFF_PASSWORD_LENGTH}
            autoComplete="new-password"
          />
          <Select
            label={t('staff.role')}
            description={t('staff.roleHint')}
            allowDeselect={false}
            value={form.role}
            onChange={(v) => v && setForm({ ...form, role: v as StaffRole })}
            data={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </SimpleGrid>
        <Button type="submit" mt="sm" loading={create.isPending}>
          {t('staff.create')}
        </Button>
      </form>
    </Paper>
  );
}

/** Asks before resetting someone's two-step verification (it signs them out everywhere). */
function ResetTwoFactorModal({ email, pending, onConfirm, onClose }: { email: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog opened onClose={onClose} title={t('staff.resetTwoFactorOf', { email })}>
      <Stack>
        <Text>{t('staff.resetTwoFactorConfirm', { email })}</Text>
        <ModalActions onCancel={onClose} label={t('staff.resetTwoFactor')} color="red" loading={pending} onConfirm={onConfirm} />
      </Stack>
    </Dialog>
  );
}

export function StaffScreen({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = trpc.admin.staff.list.useQuery({ search: debounced || undefined });
  const refresh = () => void utils.admin.staff.list.invalidate();
  const setRole = trpc.admin.staff.setRole.useMutation({
    onSuccess: (u) => notifySuccess(t('staff.roleSaved', { email: u.email, role: t(`roles.${u.role}`) })),
    onError: (error) => notifyError(t('staff.saveFailed'), error),
    onSettled: refresh,
  });
  const setActive = trpc.admin.staff.setActive.useMutation({
    onSuccess: (u) => notifySuccess(t(u.isActive ? 'staff.reactivated' : 'staff.deactivated', { email: u.email })),
    onError: (error) => notifyError(t('staff.saveFailed'), error),
    onSettled: refresh,
  });
  const [resetting, setResetting] = useState<{ id: string; email: string } | null>(null);
  const resetTwoFactor = trpc.admin.staff.resetTwoFactor.useMutation({
    onSuccess: (u) => {
      notifySuccess(t('staff.twoFactorReset', { email: u.email }));
      setResetting(null);
    },
    onError: (error) => notifyError(t('staff.saveFailed'), error),
    onSettled: refresh,
  });
  return (
    <Stack gap="lg">
      <CreateStaff />
      <TextInput label={t('staff.search')} description={t('staff.searchHint')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={320} />
      <ListTable
        label={t('nav.staff')}
        minWidth={860}
        headers={[t('fields.name'), t('fields.email'), t('staff.role'), t('fields.status'), t('staff.twoFactor'), <ActionsHeading key="actions" />]}
        error={list.error}
        rowCount={list.data?.length}
      >
        {list.data?.map((u) => {
          const self = u.id === currentUserId;
          return (
            <Table.Tr key={u.id}>
              <Table.Td>{u.name ?? '—'}</Table.Td>
              <Table.Td style={wrapAnywhere}>{u.email}</Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  w={140}
                  allowDeselect={false}
                  disabled={self || setRole.isPending}
                  value={u.role}
                  onChange={(v) => v && v !== u.role && setRole.mutate({ id: u.id, role: v as (typeof ROLES)[number] })}
                  data={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                  aria-label={t('staff.roleOf', { email: u.email })}
                />
              </Table.Td>
              <Table.Td>
                <StatusBadge color={u.isActive ? 'turf' : 'gray'} label={u.isActive ? t('staff.active') : t('staff.inactive')} />
              </Table.Td>
              <Table.Td>
                <StatusBadge color="turf" variant={u.twoFactorEnabledAt ? 'filled' : 'default'} label={u.twoFactorEnabledAt ? t('staff.twoFactorOn') : t('staff.twoFactorOff')} />
              </Table.Td>
              <Table.Td>
                {!self && (
                  <Group gap="xs">
                    <Button size="compact-sm" variant={u.isActive ? 'light' : 'default'} color={u.isActive ? 'red' : undefined} aria-label={`${u.isActive ? t('staff.deactivate') : t('staff.reactivate')}: ${u.email}`} onClick={() => setActive.mutate({ id: u.id, isActive: !u.isActive })}>
                      {u.isActive ? t('staff.deactivate') : t('staff.reactivate')}
                    </Button>
                    {u.twoFactorEnabledAt && (
                      <Button size="compact-sm" variant="default" aria-label={`${t('staff.resetTwoFactor')}: ${u.email}`} onClick={() => setResetting({ id: u.id, email: u.email })}>
                        {t('staff.resetTwoFactor')}
                      </Button>
                    )}
                  </Group>
                )}
                {self && (
                  <Text size="xs" c="dimmed">
                    {t('staff.you')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      {resetting && (
        <ResetTwoFactorModal
          email={resetting.email}
          pending={resetTwoFactor.isPending}
          onConfirm={() => resetTwoFactor.mutate({ id: resetting.id })}
          onClose={() => setResetting(null)}
        />
      )}
    </Stack>
  );
}
