import { useTranslation } from 'next-i18next/pages';
import { storefrontImage } from '@/content/about';
import { ResponsiveImage } from './ResponsiveImage';
import { useStorefrontPhoto } from './layout/site-photos';
import classes from './StorefrontPhoto.module.css';

/** Our yard and store, as on the About and Contact pages (high in both, so loaded eagerly). */
export function StorefrontPhoto() {
  const { t } = useTranslation('pages');
  const uploaded = useStorefrontPhoto();
  return (
    <ResponsiveImage
      src={uploaded ?? storefrontImage.src}
      width={storefrontImage.width}
      height={storefrontImage.height}
      alt={t('contact.storefrontAlt')}
      sizes="(min-width: 62em) 560px, 100vw"
      priority
      className={classes.photo}
    />
  );
}
