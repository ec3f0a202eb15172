// A row of a list staff answer within a day (leads, member applications): when it came, how long
// it has waited (a row waiting past the promise stands out), its name linked to its page, then the
// list's own cells.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Anchor, Table, Text } from '@mantine/core';
import { phoneText } from '@/config/business';
import { isOverdue } from '@/domain/admin-follow-up';
import { Age } from '../Age';
import { useAdminFormat } from '../format';
import { wrapAnywhere } from './ListTable';

export function FollowUpRow({ createdAt, now, waiting, href, name, children }: { createdAt: Date; now: Date; waiting: boolean; href: string; name: string; children: ReactNode }) {
  const { when } = useAdminFormat();
  const overdue = isOverdue(waiting, createdAt, now);
  return (
    <Table.Tr bg={overdue ? 'var(--mantine-color-red-0)' : undefined} data-overdue={overdue || undefined}>
      <Table.Td>{when(createdAt)}</Table.Td>
      <Table.Td>
        <Age createdAt={createdAt} now={now} waiting={waiting} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} href={href} fw={600}>
          {name}
        </Anchor>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/** The e-mail address and (when given) the phone number, one under the other. */
export function ContactCell({ contact }: { contact: { email: string; phone: string | null } }) {
  return (
    <Table.Td style={wrapAnywhere}>
      <Text size="sm">{contact.email}</Text>
      {contact.phone && <Text size="sm">{phoneText(contact.phone)}</Text>}
    </Table.Td>
  );
}
