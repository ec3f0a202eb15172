// The frame of every back-office list: error above, a labelled scrolling table, "no rows" below,
// and (for server-side paged lists) the pager. Rows stay with each screen.
import type { ReactNode } from 'react';
import { Alert, Table, Text, type TableProps } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Pager } from './Pager';

interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  headers: ReactNode[];
  error: { message: string } | null;
  /** Rows in the current answer; undefined while loading, so "no rows" is not claimed too early. */
  rowCount: number | undefined;
  tableProps?: Omit<TableProps, 'children'>;
  footer?: ReactNode;
  children: ReactNode;
}

export function ListTable({ label, minWidth, headers, error, rowCount, tableProps, footer, children }: ListTableProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      {error && <Alert color="red">{error.message}</Alert>}
      {/* Below its minWidth (a phone) a list scrolls sideways in its own frame. */}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped {...tableProps} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, i) => (
                <Table.Th key={i}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rowCount === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
      {footer}
    </>
  );
}

interface PagedList {
  error: { message: string } | null;
  data?: { rows: unknown[]; total: number };
}

/** A list whose pages come from the server: `list` is the tRPC query of one page. */
export function PagedTable({ list, page, pageSize, onPage, ...rest }: Omit<ListTableProps, 'error' | 'rowCount' | 'footer'> & { list: PagedList; page: number; pageSize: number; onPage: (page: number) => void }) {
  return (
    <ListTable
      {...rest}
      error={list.error}
      rowCount={list.data?.rows.length}
      footer={list.data && <Pager page={page} pageSize={pageSize} total={list.data.total} onChange={onPage} />}
    />
  );
}

/**
 * For a cell of e-mail addresses or free text: it may break anywhere, so one long address does not
 * push the list past a 1280 px screen (other cells keep whole words).
 */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** Header of a column of row buttons: named for screen readers, blank on screen. */
export function ActionsHeading() {
  const { t } = useTranslation('admin');
  return <span className="visually-hidden">{t('fields.actions')}</span>;
}
