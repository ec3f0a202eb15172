import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { cubicYardsFor, sqFtPerCubicYard } from './coverage';
import classes from './catalogue.module.css';
import tableClasses from '@/components/table.module.css';

/** Depths (inches) and what each is for, keyed into `${prefix}.uses.${depth}`. */
export function CoverageTable({ prefix, depths }: { prefix: string; depths: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={classes.tableWrap}>
      <table className={`${tableClasses.table} ${tableClasses.bordered} ${tableClasses.striped}`} style={{ minWidth: 560 }}>
        <caption>
          <Text size="sm" ta="left" mb="xs">
            {t('coverage.caption')}
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('coverage.depth')}</th>
            <th scope="col">{t('coverage.perYard')}</th>
            <th scope="col">{t('coverage.for500')}</th>
            <th scope="col">{t('coverage.use')}</th>
          </tr>
        </thead>
        <tbody>
          {depths.map((depth) => (
            <tr key={depth}>
              <th scope="row">{t('coverage.inches', { count: depth })}</th>
              <td>{t('coverage.sqft', { value: sqFtPerCubicYard(depth) })}</td>
              <td>{t('coverage.yards', { count: cubicYardsFor(500, depth) })}</td>
              <td>{t(`${prefix}.uses.d${depth}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
