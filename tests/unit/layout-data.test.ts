import { describe, expect, it } from 'vitest';
import { serviceAreas } from '@/content/service-areas';
import { FOOTER_AREAS, layoutData } from '@/server/pages/layout-data';

describe('the site frame data every page receives', () => {
  it('lists the first areas served, in their order, by name and page slug', () => {
    const { footerAreas } = layoutData();
    expect(footerAreas).toHaveLength(FOOTER_AREAS);
    expect(footerAreas).toEqual(serviceAreas.slice(0, FOOTER_AREAS).map((a) => ({ slug: a.slug, name: a.name })));
  });

  it('carries nothing else of the areas (ZIP codes and descriptions stay on the areas pages)', () => {
    const json = JSON.stringify(layoutData());
    expect(json).not.toContain(serviceAreas[0]!.zipCodes[0]!);
    expect(json).not.toContain(serviceAreas[0]!.description.en.slice(0, 30));
  });
});
