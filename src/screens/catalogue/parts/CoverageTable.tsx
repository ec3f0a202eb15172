import { Table, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { cubicYardsFor, sqFtPerCubicYard } from './coverage';
import classes from './catalogue.module.css';

/** Depths (inches) and what each is for, keyed into `${prefix}.uses.${depth}`. */
export function CoverageTable({ prefix, depths }: { prefix: string; depths: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={classes.tableWrap}>
      <Table withTableBorder striped miw={560}>
        <caption>
          <Text size="sm" ta="left" mb="xs">
            {t('coverage.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coverage.depth')}</Table.Th>
            <Table.Th scope="col">{t('coverage.perYard')}</Table.Th>
            <Table.Th scope="col">{t('coverage.for500')}</Table.Th>
            <Table.Th scope="col">{t('coverage.use')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {depths.map((depth) => (
            <Table.Tr key={depth}>
              <Table.Th scope="row">{t('coverage.inches', { count: depth })}</Table.Th>
              <Table.Td>{t('coverage.sqft', { value: sqFtPerCubicYard(depth) })}</Table.Td>
              <Table.Td>{t('coverage.yards', { count: cubicYardsFor(500, depth) })}</Table.Td>
              <Table.Td>{t(`${prefix}.uses.d${depth}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
