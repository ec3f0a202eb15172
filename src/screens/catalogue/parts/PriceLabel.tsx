import { useTranslation } from 'next-i18next/pages';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { MemberPriceSlot } from '@/features/membership/MemberPriceSlot';
import classes from './catalogue.module.css';

interface Props {
  lang: Lang;
  priceCents: number | null;
  wasPriceCents?: number | null;
  unitLabel: string;
  size?: 'md' | 'lg' | 'xl';
  /** The product and unit of the price: a signed-in member's price is shown under it (MemberPriceSlot). */
  member?: { slug: string; unit: string };
}

/** "$0.82 / sq ft", or "Call for price" when the price book has none (never $0.00); with `member`,
 * the line under it where a signed-in member sees their price. */
export function PriceLabel({ lang, priceCents, wasPriceCents, unitLabel, size = 'lg', member }: Props) {
  const { t } = useTranslation('catalogue');
  if (priceCents === null) return <p className={`${classes.price} ${classes.priceCall} ${classes[`size-${size}`]}`}>{t('price.call')}</p>;
  const label = (
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
  if (!member) return label;
  return (
    <>
      {label}
      <MemberPriceSlot lang={lang} slug={member.slug} unit={member.unit} priceCents={priceCents} size={size === 'xl' ? 'md' : 'sm'} />
    </>
  );
}
