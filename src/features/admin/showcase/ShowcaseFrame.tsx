// What the Projects and Testimonials screens share: the list of one place's rows with "Add", the
// card each row (or the new one) is edited in, its Save, and the order and "hidden" fields every
// row has. The other fields are each screen's own.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { parseWholeNumber } from '@/domain/whole-number';
import { Loaded } from '../shared/Loaded';
import { notifyError, notifySuccess } from '../notify';
import { HOME, PlacePicker, placeValue, type Place } from './PlacePicker';

type Kind = 'projects' | 'testimonials';

interface Placed {
  id: string;
  areaSlug: string | null;
  sortOrder: number;
}

/** What a card needs from the list: the places to pick from, the place shown, the order a new row gets. */
export interface CardContext {
  places: Place[];
  place: string;
  nextOrder: number;
  onSaved: () => void;
}

interface ListQuery<D> {
  error: { message: string } | null;
  data: D | null | undefined;
  refetch: () => unknown;
}

/**
 * The rows of the place picked (the home page first), each in its own card, ordered as the
 * server lists them; a new row is offered the order after the last one (by tens).
 */
export function ShowcaseScreen<T extends Placed, D extends { places: Place[] }>({
  kind,
  query,
  rows,
  card,
}: {
  kind: Kind;
  query: ListQuery<D>;
  rows: (data: D) => T[];
  card: (row: T | null, context: CardContext) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [place, setPlace] = useState(HOME);
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Text>{t(`showcase.${kind}.intro`)}</Text>
      <Loaded query={query}>
        {(data) => {
          const shown = rows(data).filter((row) => placeValue(row.areaSlug) === place);
          const context: CardContext = {
            places: data.places,
            place,
            nextOrder: Math.max(0, ...shown.map((row) => row.sortOrder)) + 10,
            onSaved: () => {
              setAdding(false);
              void query.refetch();
            },
          };
          return (
            <>
              <Group align="flex-end">
                <PlacePicker label={t('showcase.filter')} places={data.places} value={place} onChange={setPlace} />
                {!adding && <Button onClick={() => setAdding(true)}>{t(`showcase.${kind}.add`)}</Button>}
              </Group>
              {adding && <Fragment key={`new-${place}`}>{card(null, context)}</Fragment>}
              {shown.length === 0 && <Text>{t(`showcase.${kind}.none`)}</Text>}
              {shown.map((row) => (
                <Fragment key={row.id}>{card(row, context)}</Fragment>
              ))}
            </>
          );
        }}
      </Loaded>
    </Stack>
  );
}

/** A row's card: its heading (with "Hidden"), the fields, and Save (or Create for a new row). */
export function ShowcaseCard({
  kind,
  id,
  title,
  hidden,
  saving,
  canSave,
  saveLabel,
  onSubmit,
  children,
  after,
}: {
  kind: Kind;
  id: string | undefined;
  title: string;
  hidden: boolean;
  saving: boolean;
  canSave: boolean;
  saveLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const headingId = `${kind === 'projects' ? 'project' : 'testimonial'}-${id ?? 'new'}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {hidden && <Badge color="gray">{t('showcase.hiddenBadge')}</Badge>}
        </Group>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!canSave}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {after}
    </Paper>
  );
}

/** What a card's Save hands its mutation: what to say, and how to refresh the list after it. */
interface SaveHandlers {
  onSuccess: () => void;
  onError: (error: { message: string }) => void;
}

interface SaveMutation<I> {
  mutate: (input: I) => void;
  isPending: boolean;
}

/** A kind's create and update procedures (`trpc.admin.projects`, `trpc.admin.testimonials`). */
interface SaveProcedures<F> {
  create: { useMutation: (handlers: SaveHandlers) => SaveMutation<F> };
  update: { useMutation: (handlers: SaveHandlers) => SaveMutation<F & { id: string; version: number }> };
}

/**
 * A card's Save: creates the new row, or updates a saved one with the version it was read at (the
 * server refuses a stale one); says how it went and refreshes the list when it worked.
 */
export function useShowcaseSave<F>(
  procedures: SaveProcedures<F>,
  row: { id: string; version: number } | null,
  messages: { saved: () => string; failed: string },
  onSaved: () => void,
) {
  const handlers: SaveHandlers = {
    onSuccess: () => {
      notifySuccess(messages.saved());
      onSaved();
    },
    onError: (error) => notifyError(messages.failed, error),
  };
  const create = procedures.create.useMutation(handlers);
  const update = procedures.update.useMutation(handlers);
  return {
    saving: create.isPending || update.isPending,
    save: (fields: F) => (row ? update.mutate({ id: row.id, version: row.version, ...fields }) : create.mutate(fields)),
  };
}

/** The fields every row has: its place in the order (typed, so checked here) and whether it is hidden. */
export interface OrderedForm {
  sortOrder: string;
  hidden: boolean;
}

/** The order a card's form holds, or null while what is typed is not a whole number. */
export const formSortOrder = (form: OrderedForm) => parseWholeNumber(form.sortOrder);

/** A card's order and "hidden" inputs (in its grid of fields). */
export function OrderFields({ form, set }: { form: OrderedForm; set: (patch: Partial<OrderedForm>) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextInput
        label={t('showcase.sortOrder')}
        description={t('showcase.sortOrderHint')}
        value={form.sortOrder}
        onChange={(e) => set({ sortOrder: e.currentTarget.value })}
        error={formSortOrder(form) === null ? t('areas.errors.sortOrder') : undefined}
        inputMode="numeric"
      />
      <Checkbox label={t('showcase.hidden')} checked={form.hidden} onChange={(e) => set({ hidden: e.currentTarget.checked })} mt="lg" />
    </>
  );
}
