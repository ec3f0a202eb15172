import { ResponsiveImage } from '@/components/ResponsiveImage';
import Link from 'next/link';
import { Button } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useCallLink } from '@/components/layout/business';
import { quoteHref } from '@/components/QuoteCallButtons';
import type { Lang } from '@/i18n/languages';
import type { CatalogueItem } from '@/server/services/catalogue-pages';
import { PriceLabel } from './PriceLabel';
import { MAX_CARD_APPLICATIONS, MAX_CARD_FEATURES, firstN } from './limits';
import classes from './catalogue.module.css';

interface Props {
  lang: Lang;
  item: CatalogueItem;
  /** Link the name and a "details" button to the product page (grass). */
  detailHref?: string;
  /** Show a call button beside the quote button (sand). */
  withCall?: boolean;
  priority?: boolean;
  /** How wide the picture is shown (the grid's `sizes`). */
  imageSizes: string;
}

/** One product: picture, name, price, short description, up to 4 features and 3 uses. */
export function ProductCard({ lang, item, detailHref, withCall, priority, imageSizes }: Props) {
  const { t } = useTranslation('catalogue');
  const call = useCallLink();
  const headingId = `product-${item.slug}`;
  return (
    <article id={item.slug} aria-labelledby={headingId} className={classes.card}>
      {item.image && (
        <div className={classes.cardImage}>
          <ResponsiveImage src={item.photo ?? item.image} alt="" fill sizes={imageSizes} priority={priority} />
        </div>
      )}
      <div className={classes.cardBody}>
        <div className={classes.cardHead}>
          <h3 className={classes.cardTitle} id={headingId}>
            {detailHref ? (
              <Link prefetch={false} href={detailHref} locale={false} className={classes.titleLink}>
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h3>
          {item.isFeatured && <span className={classes.popular}>{t('card.popular')}</span>}
        </div>
        <PriceLabel lang={lang} priceCents={item.priceCents} wasPriceCents={item.wasPriceCents} unitLabel={item.unitLabel} member={{ slug: item.slug, unit: item.baseUnit }} />
        <p className={`${classes.small} ${classes.clamp3}`}>{item.description}</p>
        {(item.sizes || item.coverage || item.bestFor) && (
          <div className={classes.facts}>
            {item.sizes && (
              <p className={classes.small}>
                <strong>{t('card.size')}:</strong> {item.sizes}
              </p>
            )}
            {item.coverage && (
              <p className={classes.small}>
                <strong>{t('card.coverage')}:</strong> {item.coverage}
              </p>
            )}
            {item.bestFor && (
              <p className={classes.small}>
                <strong>{t('card.bestFor')}:</strong> {item.bestFor}
              </p>
            )}
          </div>
        )}
        {item.features.length > 0 && (
          <ul className={classes.features} aria-label={t('card.features')}>
            {firstN(item.features, MAX_CARD_FEATURES).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        {item.applications.length > 0 && (
          <div>
            <p className={classes.small}>
              <strong>{t('card.applications')}</strong>
            </p>
            <ul className={classes.tags}>
              {firstN(item.applications, MAX_CARD_APPLICATIONS).map((a) => (
                <li key={a} className={classes.tag}>
                  {a}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={classes.cardActions}>
        {detailHref && (
          <Button component={Link} prefetch={false} href={detailHref} locale={false} variant="light">
            {/* The visible words begin the link's name (WCAG 2.5.3); the product is said to screen readers only. */}
            {t('card.details')}
            <span className="visually-hidden"> {t('card.detailsFor', { name: item.name })}</span>
          </Button>
        )}
        <Button component={Link} prefetch={false} href={quoteHref(lang, item.slug)} locale={false}>
          {t('common:actions.getQuote')}
          <span className="visually-hidden"> {t('card.quoteFor', { name: item.name })}</span>
        </Button>
        {withCall && (
          <Button component="a" href={call.href} variant="outline">
            {call.label}
          </Button>
        )}
      </div>
    </article>
  );
}
