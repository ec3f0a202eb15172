import { useTranslation } from 'next-i18next/pages';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import classes from './catalogue.module.css';

interface Props {
  lang: Lang;
  priceCents: number | null;
  wasPriceCents?: number | null;
  unitLabel: string;
  size?: 'md' | 'lg' | 'xl';
}

/** "$0.82 / sq ft", or "Call for price" when the price book has none (never $0.00). */
export function PriceLabel({ lang, priceCents, wasPriceCents, unitLabel, size = 'lg' }: Props) {
  const { t } = useTranslation('catalogue');
  if (priceCents === null) return <p className={`${classes.price} ${classes.priceCall} ${classes[`size-${size}`]}`}>{t('price.call')}</p>;
  return (
    <p className={classes.price}>
      <span className={`${classes.priceAmount} ${classes[`size-${size}`]}`}>{formatCents(priceCents, lang)}</span>
      {unitLabel && <span className={classes.priceUnit}>/ {unitLabel}</span>}
      {wasPriceCents ? (
        <span className={classes.priceWas}>
          <span className="visually-hidden">{t('price.was')} </span>
          {formatCents(wasPriceCents, lang)}
        </span>
      ) : null}
    </p>
  );
}
