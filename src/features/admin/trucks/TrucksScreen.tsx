// Trucks as staff keep them (issue 46): one card per truck, saved on its own, and a card to add
// one. Capacities are typed as in the page's language ("12.5", or "12,5" in Spanish) and sent
// in tenths; trucks are taken out of service, never deleted.
import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import { capacityTenths, tenthsText } from '@/domain/truck-loads';
import { parseWholeNumber } from '@/domain/whole-number';
import type { Lang } from '@/i18n/languages';
import { trpc } from '@/lib/trpc';
import type { AppRouter } from '@/server/trpc/root';
import { useAdminFormat } from '../format';
import { Loaded } from '../shared/Loaded';
import { useSavedForm } from '../shared/use-saved-form';
import { notifyError, notifySuccess } from '../notify';

type Truck = inferRouterOutputs<AppRouter>['admin']['trucks']['list'][number];
interface TruckForm {
  name: string;
  pallets: string;
  yards: string;
  tons: string;
  active: boolean;
}

const EMPTY: TruckForm = { name: '', pallets: '', yards: '', tons: '', active: true };
const toForm = (truck: Truck, lang: Lang): TruckForm => ({
  name: truck.name,
  pallets: String(truck.palletCapacity),
  yards: tenthsText(truck.yardTenths, lang),
  tons: truck.tonTenths === null ? '' : tenthsText(truck.tonTenths, lang),
  active: truck.active,
});

/** The form's values as the server takes them, or null while one is not a valid capacity. */
function readForm(form: TruckForm, lang: Lang) {
  const palletCapacity = parseWholeNumber(form.pallets, 3);
  const yardTenths = capacityTenths(form.yards, lang);
  const tonTenths = form.tons.trim() === '' ? null : capacityTenths(form.tons, lang);
  const errors = {
    pallets: palletCapacity === null || palletCapacity > 100,
    yards: yardTenths === null,
    tons: form.tons.trim() !== '' && tonTenths === null,
  };
  const ok = !errors.pallets && !errors.yards && !errors.tons;
  return { errors, input: ok ? { name: form.name, palletCapacity: palletCapacity!, yardTenths: yardTenths!, tonTenths, active: form.active } : null };
}

function TruckFields({ form, set }: { form: TruckForm; set: (patch: Partial<TruckForm>) => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useAdminFormat();
  const { errors } = readForm(form, lang);
  // Pallets are whole spaces; yards and tons take one decimal. Only tons may stay empty.
  const capacity = (field: 'pallets' | 'yards' | 'tons') => (
    <TextInput
      label={t(`trucks.fields.${field}`)}
      description={t(`trucks.fields.${field}Hint`)}
      value={form[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      error={form[field] !== '' && errors[field] ? t(field === 'pallets' ? 'trucks.errors.pallets' : 'trucks.errors.tenths') : undefined}
      inputMode={field === 'pallets' ? 'numeric' : 'decimal'}
      required={field !== 'tons'}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <TextInput label={t('trucks.fields.name')} value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} required maxLength={60} />
      {capacity('pallets')}
      {capacity('yards')}
      {capacity('tons')}
      <Checkbox label={t('trucks.fields.active')} checked={form.active} onChange={(e) => set({ active: e.currentTarget.checked })} />
    </SimpleGrid>
  );
}

function TruckCard({ truck, onSaved }: { truck: Truck; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useAdminFormat();
  const { form, set, dirty } = useSavedForm(() => toForm(truck, lang), truck.version);
  const { input } = readForm(form, lang);
  const save = trpc.admin.trucks.update.useMutation({
    onSuccess: (saved) => {
      notifySuccess(t('trucks.saved', { name: saved.name }));
      onSaved();
    },
    onError: (error) => notifyError(t('trucks.saveFailed', { name: truck.name }), error),
  });
  const headingId = `truck-${truck.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (input) save.mutate({ id: truck.id, version: truck.version, ...input });
        }}
      >
        <Group gap="xs" mb="sm">
          <Title order={2} size="h3" id={headingId}>
            {truck.name}
          </Title>
          {!truck.active && <Badge color="gray">{t('trucks.outOfService')}</Badge>}
        </Group>
        <TruckFields form={form} set={set} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={save.isPending} disabled={!dirty || !input}>
            {t('trucks.save', { name: truck.name })}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function NewTruck({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useAdminFormat();
  const { form, set, reset } = useSavedForm(() => EMPTY, undefined);
  const { input } = readForm(form, lang);
  const create = trpc.admin.trucks.create.useMutation({
    onSuccess: (saved) => {
      notifySuccess(t('trucks.created', { name: saved.name }));
      reset();
      onSaved();
    },
    onError: (error) => notifyError(t('trucks.createFailed'), error),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="truck-new">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (input) create.mutate(input);
        }}
      >
        <Title order={2} size="h3" id="truck-new" mb="sm">
          {t('trucks.add')}
        </Title>
        <TruckFields form={form} set={set} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={create.isPending} disabled={!input || form.name.trim() === ''}>
            {t('trucks.create')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export function TrucksScreen() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.trucks.list.useQuery();
  const refresh = () => void list.refetch();
  return (
    <Stack>
      <Text>{t('trucks.intro')}</Text>
      <Loaded query={list}>
        {(trucks) => (
          <>
            {trucks.length === 0 && <Text c="dimmed">{t('trucks.none')}</Text>}
            {trucks.map((truck) => (
              <TruckCard key={truck.id} truck={truck} onSaved={refresh} />
            ))}
          </>
        )}
      </Loaded>
      <NewTruck onSaved={refresh} />
    </Stack>
  );
}
