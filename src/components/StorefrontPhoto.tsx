import { useTranslation } from 'next-i18next/pages';
import { storefrontImage } from '@/content/about';
import { ResponsiveImage } from './ResponsiveImage';
import { useStorefrontPhoto } from './layout/site-photos';
import { gridSizes } from './image-sizes';
import classes from './StorefrontPhoto.module.css';

// Beside the text on About and beside the map on Contact: half a two-column grid from md up.
const STOREFRONT_SIZES = gridSizes({ base: 1, md: 2 }, 'xl');

/** Our yard and store, as on the About and Contact pages (high in both, so loaded eagerly), in half a two-column grid (`cols={{ base: 1, md: 2 }}`, `spacing="xl"`). */
export function StorefrontPhoto() {
  const { t } = useTranslation('pages');
  const uploaded = useStorefrontPhoto();
  return (
    <ResponsiveImage
      src={uploaded ?? storefrontImage.src}
      width={storefrontImage.width}
      height={storefrontImage.height}
      alt={t('contact.storefrontAlt')}
      sizes={STOREFRONT_SIZES}
      priority
      className={classes.photo}
    />
  );
}
