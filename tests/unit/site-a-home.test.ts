// Home page behaviour that does not need a browser: carousel rules, gallery filter, content.
import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from '@/screens/home/carousel';
import { galleryProjects } from '@/content/gallery';
import { filterProjects, galleryCategories } from '@/domain/gallery';
import { testimonials } from '@/content/testimonials';

describe('testimonial carousel', () => {
  it('wraps both ways', () => {
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
    expect(nextIndex(1, 5)).toBe(2);
    expect(previousIndex(3, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('advances every 5 seconds only when not hovered, focused, paused or under reduced motion', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    const still = { hovered: false, focused: false, reducedMotion: false, pausedByUser: false };
    expect(shouldAutoAdvance(still)).toBe(true);
    expect(shouldAutoAdvance({ ...still, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...still, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...still, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...still, pausedByUser: true })).toBe(false);
  });

  it('has five testimonials, all rated 5, with text in both languages', () => {
    expect(testimonials).toHaveLength(5);
    for (const item of testimonials) {
      expect(item.rating).toBe(5);
      expect(item.text.en.trim()).not.toBe('');
      expect(item.text.es.trim()).not.toBe('');
      expect(item.text.es).not.toBe(item.text.en);
      expect(item.projectType.es.trim()).not.toBe('');
    }
  });
});

describe('project gallery', () => {
  it('has six projects with unique ids and text in both languages', () => {
    expect(galleryProjects).toHaveLength(6);
    expect(new Set(galleryProjects.map((p) => p.id)).size).toBe(6);
    for (const p of galleryProjects) {
      expect(p.title.es.trim()).not.toBe('');
      expect(p.description.es.trim()).not.toBe('');
      expect(p.image).toMatch(/^\/images\/gallery\/.+\.webp$/);
    }
  });

  it('shows every project for All and only that category otherwise', () => {
    const cards = galleryProjects.map((p) => ({ id: p.id, category: p.category }));
    expect(filterProjects(cards, 'all')).toHaveLength(cards.length);
    for (const category of galleryCategories(cards)) {
      const shown = filterProjects(cards, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((p) => p.category === category)).toBe(true);
      expect(shown).toHaveLength(cards.filter((p) => p.category === category).length);
    }
    expect(filterProjects(cards, 'grass').map((p) => p.id)).toEqual(['woodlands-st-augustine-lawn', 'magnolia-backyard-bermuda']);
  });

  it('offers a filter badge only for categories that have projects, in catalogue order', () => {
    expect(galleryCategories([{ category: 'sand' }, { category: null }, { category: 'grass' }])).toEqual(['grass', 'sand']);
    expect(galleryCategories([])).toEqual([]);
  });
});
