import { useState } from 'react';
import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useBusiness } from '@/components/layout/business';
import { addressLine, type BusinessFacts } from '@/domain/business-facts';
import classes from './Contact.module.css';

const OSM = 'https://www.openstreetmap.org';

/** A link to the store: the owner's map link, else OpenStreetMap; it works even where the embedded map cannot load. */
export function mapLink(business: BusinessFacts): string {
  if (business.links.map) return business.links.map;
  if (!business.geo) return `${OSM}/search?query=${encodeURIComponent(addressLine(business))}`;
  const { latitude: lat, longitude: lon } = business.geo;
  return `${OSM}/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}

function embedUrl(geo: { latitude: number; longitude: number }): string {
  const { latitude: lat, longitude: lon } = geo;
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(5)).join(',');
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/**
 * The store on a map. The third-party frame loads only when the visitor asks for it (privacy
 * and page weight); the plain link below it is always there.
 */
export function StoreMap() {
  const { t } = useTranslation('pages');
  const [show, setShow] = useState(false);
  const business = useBusiness();
  const address = addressLine(business);
  const geo = business.geo;
  return (
    <Stack gap="sm">
      {geo && (
        <Box className={classes.mapFrame}>
          {show ? (
            <iframe src={embedUrl(geo)} title={t('contact.mapTitle', { address })} loading="lazy" referrerPolicy="no-referrer" className={classes.iframe} />
          ) : (
            <Stack align="center" justify="center" h="100%" gap="sm" p="md" ta="center">
              <Text fw={600}>{address}</Text>
              <Button onClick={() => setShow(true)} variant="filled">
                {t('contact.showMap')}
              </Button>
              <Text size="sm">{t('contact.mapNotice')}</Text>
            </Stack>
          )}
        </Box>
      )}
      <Anchor href={mapLink(business)} target="_blank" rel="noopener noreferrer">
        {t('contact.openMap')}
      </Anchor>
    </Stack>
  );
}
