// A back-office page made to print (a quote, a delivery ticket): no navigation, a Print button and
// a way back that do not print themselves, or the 403 page when the guard refused.
import type { ReactNode } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { Button, Container, Group } from '@mantine/core';
import { ApiProvider } from '@/lib/api-provider';
import type { AdminPageProps } from '@/server/services/admin/page-guard';
import { Forbidden } from './Forbidden';

interface Props {
  guard: AdminPageProps;
  title: string;
  printLabel: string;
  back: { href: string; label: string };
  children: ReactNode;
}

export function PrintFrame({ guard, title, printLabel, back, children }: Props) {
  if (guard.forbidden || !guard.user) return <Forbidden staffOnAdminPage={guard.staffOnAdminPage} />;
  return (
    <Container size="md" py="lg">
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex,nofollow" />
      </Head>
      <Group className="no-print" mb="md">
        <Button onClick={() => window.print()}>{printLabel}</Button>
        <Button variant="subtle" component={Link} href={back.href}>
          {back.label}
        </Button>
      </Group>
      <ApiProvider>{children}</ApiProvider>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
    </Container>
  );
}
