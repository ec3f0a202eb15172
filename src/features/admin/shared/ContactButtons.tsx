// Reply by e-mail and click-to-call for a lead or application, plus any link to a related record.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** Digits and a leading + only: phones are stored as typed, e.g. "(936) 555-0142". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactButtons({ mailto, tel, children }: { mailto: string; tel: string | null; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Group mt="md">
      <Button component="a" href={mailto}>
        {t('leads.reply')}
      </Button>
      {tel && (
        <Button component="a" variant="light" href={tel}>
          {t('leads.call')}
        </Button>
      )}
      {children}
    </Group>
  );
}
