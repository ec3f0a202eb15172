// "Export CSV" for a filtered list: the server builds the file from the same filter the list shows.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { download } from '../format';
import { notifyError } from '../notify';

/** Saves `<name>-<today>.csv`; `fetchCsv` must ask the server afresh (no cached export). */
export function CsvExportButton({ name, fetchCsv }: { name: string; fetchCsv: () => Promise<string> }) {
  const { t } = useTranslation('admin');
  const exportCsv = async () => {
    try {
      download(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, await fetchCsv());
    } catch (error) {
      notifyError(t('export.failed'), error as Error);
    }
  };
  return (
    <Group justify="flex-end" mb="xs">
      <Button variant="light" size="xs" onClick={() => void exportCsv()}>
        {t('export.csv')}
      </Button>
    </Group>
  );
}
