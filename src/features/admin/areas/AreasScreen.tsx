// Service areas as staff keep them: name, delivery time and description in both languages,
// minimum order, ZIP codes, featured flag and order. One card per area, saved on its own; the
// footer, contact page, areas pages, map, ZIP check and structured data all read these rows.
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { centsToInput, parseMoney } from '@/domain/admin-money';
import { parseWholeNumber } from '@/domain/whole-number';
import { trpc } from '@/lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';
import { Loaded } from '../shared/Loaded';
import { useSavedForm } from '../shared/use-saved-form';
import { notifyError, notifySuccess } from '../notify';

type Area = inferRouterOutputs<AppRouter>['admin']['areas']['list'][number];

const toForm = (a: Area) => ({
  name: a.name,
  deliveryTimeEn: a.deliveryTimeEn,
  deliveryTimeEs: a.deliveryTimeEs,
  descriptionEn: a.descriptionEn,
  descriptionEs: a.descriptionEs,
  featured: a.featured,
  sortOrder: String(a.sortOrder),
  minimumOrder: centsToInput(a.minimumOrderCents),
  zipCodes: a.zipCodes.map((z) => z.zip).join(', '),
});

function AreaCard({ area, onSaved }: { area: Area; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { form, set, dirty } = useSavedForm(() => toForm(area), area.version);
  const save = trpc.admin.areas.update.useMutation({
    onSuccess: () => {
      notifySuccess(t('areas.saved', { name: form.name }));
      onSaved();
    },
    onError: (error) => notifyError(t('areas.saveFailed', { name: area.name }), error),
  });
  const minimum = parseMoney(form.minimumOrder);
  const sortOrder = parseWholeNumber(form.sortOrder);
  const headingId = `area-${area.id}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!minimum.ok || sortOrder === null) return;
          save.mutate({
            id: area.id,
            version: area.version,
            name: form.name,
            deliveryTimeEn: form.deliveryTimeEn,
            deliveryTimeEs: form.deliveryTimeEs,
            descriptionEn: form.descriptionEn,
            descriptionEs: form.descriptionEs,
            featured: form.featured,
            sortOrder,
            minimumOrderCents: minimum.cents,
            zipCodes: form.zipCodes,
          });
        }}
      >
        <Title order={2} size="h3" id={headingId} mb="sm">
          {area.name} <Text span c="dimmed" size="sm">/{area.slug}</Text>
        </Title>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('areas.fields.name')} value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} required maxLength={80} />
            <TextInput
              label={t('areas.fields.minimumOrder')}
              description={t('areas.fields.minimumOrderHint')}
              value={form.minimumOrder}
              onChange={(e) => set({ minimumOrder: e.currentTarget.value })}
              error={minimum.ok ? undefined : t(minimum.key)}
              inputMode="decimal"
            />
            <TextInput
              label={t('areas.fields.sortOrder')}
              value={form.sortOrder}
              onChange={(e) => set({ sortOrder: e.currentTarget.value })}
              error={sortOrder === null ? t('areas.errors.sortOrder') : undefined}
              inputMode="numeric"
            />
            <TextInput label={t('areas.fields.deliveryTimeEn')} value={form.deliveryTimeEn} onChange={(e) => set({ deliveryTimeEn: e.currentTarget.value })} required maxLength={80} />
            <TextInput label={t('areas.fields.deliveryTimeEs')} value={form.deliveryTimeEs} onChange={(e) => set({ deliveryTimeEs: e.currentTarget.value })} required maxLength={80} lang="es" />
            <Checkbox label={t('areas.fields.featured')} checked={form.featured} onChange={(e) => set({ featured: e.currentTarget.checked })} mt="lg" />
          </SimpleGrid>
          <Textarea label={t('areas.fields.zipCodes')} description={t('areas.fields.zipCodesHint')} value={form.zipCodes} onChange={(e) => set({ zipCodes: e.currentTarget.value })} autosize minRows={1} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('areas.fields.descriptionEn')} value={form.descriptionEn} onChange={(e) => set({ descriptionEn: e.currentTarget.value })} autosize minRows={2} maxLength={1000} />
            <Textarea label={t('areas.fields.descriptionEs')} value={form.descriptionEs} onChange={(e) => set({ descriptionEs: e.currentTarget.value })} autosize minRows={2} maxLength={1000} lang="es" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!dirty || !minimum.ok || sortOrder === null}>
              {t('areas.save', { name: area.name })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function AreasScreen() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.areas.list.useQuery();
  return (
    <Stack>
      <Text>{t('areas.intro')}</Text>
      <Loaded query={list}>{(areas) => areas.map((area) => <AreaCard key={area.id} area={area} onSaved={() => void list.refetch()} />)}</Loaded>
    </Stack>
  );
}
