import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { cubicYardsFor, sqFtPerCubicYard } from './coverage';
import { PlainTable } from '@/components/PlainTable';

/** Depths (inches) and what each is for, keyed into `${prefix}.uses.${depth}`. */
export function CoverageTable({ prefix, depths }: { prefix: string; depths: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <PlainTable
      caption={
        <Text size="sm" ta="left" mb="xs">
          {t('coverage.caption')}
        </Text>
      }
      showCaption
      headers={[t('coverage.depth'), t('coverage.perYard'), t('coverage.for500'), t('coverage.use')]}
      minWidth={560}
    >
      {depths.map((depth) => (
        <tr key={depth}>
          <th scope="row">{t('coverage.inches', { count: depth })}</th>
          <td>{t('coverage.sqft', { value: sqFtPerCubicYard(depth) })}</td>
          <td>{t('coverage.yards', { count: cubicYardsFor(500, depth) })}</td>
          <td>{t(`${prefix}.uses.d${depth}`)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
