// Generates the site's local images (no network here): earthy, textured pictures per product,
// category, gallery project and page hero, as small WebP files under public/images.
// Deterministic (seeded by file name), so re-running gives the same files.
//   npx tsx scripts/generate-images.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { categories, products } from '../src/content/catalogue';
import { galleryProjects } from '../src/content/gallery';
import type { CategoryKey } from '../src/content/types';

type Rgb = [number, number, number];
type Texture = 'blades' | 'stones' | 'shreds' | 'crumbs' | 'grains';

interface Style {
  from: Rgb;
  to: Rgb;
  texture: Texture;
}

const styles: Record<CategoryKey | 'yard' | 'truck', Style> = {
  grass: { from: [46, 110, 40], to: [112, 168, 64], texture: 'blades' },
  rock: { from: [120, 116, 108], to: [186, 178, 164], texture: 'stones' },
  mulch: { from: [74, 44, 24], to: [140, 88, 48], texture: 'shreds' },
  soil: { from: [52, 36, 24], to: [104, 74, 50], texture: 'crumbs' },
  sand: { from: [196, 168, 120], to: [232, 212, 170], texture: 'grains' },
  yard: { from: [60, 100, 50], to: [150, 120, 80], texture: 'stones' },
  truck: { from: [70, 90, 60], to: [170, 150, 110], texture: 'crumbs' },
};

function rng(seedText: string) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Shift a colour so products of one category look different from each other. */
function tint(c: Rgb, random: () => number): Rgb {
  const d = (random() - 0.5) * 40;
  return c.map((v) => Math.max(0, Math.min(255, v + d + (random() - 0.5) * 16))) as Rgb;
}

function render(width: number, height: number, style: Style, seed: string): Buffer {
  const random = rng(seed);
  const from = tint(style.from, random);
  const to = tint(style.to, random);
  const px = Buffer.alloc(width * height * 3);
  const angle = random() * Math.PI;
  const [cx, cy] = [Math.cos(angle), Math.sin(angle)];
  // Base: diagonal gradient plus per-pixel noise.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, ((x / width - 0.5) * cx + (y / height - 0.5) * cy) + 0.5));
      const n = (random() - 0.5) * 26;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) px[i + k] = Math.max(0, Math.min(255, from[k]! + (to[k]! - from[k]!) * t + n));
    }
  }
  const shade = (x: number, y: number, amount: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (Math.floor(y) * width + Math.floor(x)) * 3;
    for (let k = 0; k < 3; k++) px[i + k] = Math.max(0, Math.min(255, px[i + k]! + amount));
  };
  const area = width * height;
  switch (style.texture) {
    case 'blades':
      for (let n = 0; n < area / 40; n++) {
        const x = random() * width;
        const y = random() * height;
        const len = 8 + random() * 22;
        const lean = (random() - 0.5) * 0.6;
        const light = (random() - 0.4) * 60;
        for (let s = 0; s < len; s++) shade(x + lean * s, y - s, light * (1 - s / len));
      }
      break;
    case 'stones':
    case 'crumbs': {
      const big = style.texture === 'stones';
      for (let n = 0; n < area / (big ? 900 : 120); n++) {
        const x = random() * width;
        const y = random() * height;
        const r = big ? 8 + random() * 22 : 1 + random() * 4;
        const light = (random() - 0.5) * (big ? 70 : 50);
        for (let dy = -r; dy <= r; dy++)
          for (let dx = -r; dx <= r; dx++) {
            const d = (dx * dx) / (r * r) + (dy * dy) / (r * r * 0.7);
            if (d <= 1) shade(x + dx, y + dy, light + (big ? (1 - d) * 18 - (dy > 0 ? 14 : 0) : 0));
          }
      }
      break;
    }
    case 'shreds':
      for (let n = 0; n < area / 60; n++) {
        const x = random() * width;
        const y = random() * height;
        const a = random() * Math.PI;
        const len = 6 + random() * 18;
        const light = (random() - 0.5) * 70;
        for (let s = 0; s < len; s++) {
          shade(x + Math.cos(a) * s, y + Math.sin(a) * s, light);
          shade(x + Math.cos(a) * s, y + Math.sin(a) * s + 1, light * 0.6);
        }
      }
      break;
    case 'grains':
      for (let n = 0; n < area / 6; n++) shade(random() * width, random() * height, (random() - 0.5) * 60);
      break;
  }
  return px;
}

async function write(file: string, width: number, height: number, style: Style) {
  const out = path.join('public', file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(render(width, height, style, file), { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .webp({ quality: 62, effort: 5 })
    .toFile(out);
}

async function main() {
  for (const p of products) await write(p.image, 800, 600, styles[p.category]);
  for (const c of categories) await write(`/images/categories/${c.key}.webp`, 800, 600, styles[c.key]);
  for (const g of galleryProjects) await write(g.image, 1200, 800, styles[g.category]);
  await write('/images/hero.webp', 1600, 900, styles.grass);
  await write('/images/services/sod-delivery.webp', 800, 600, styles.grass);
  await write('/images/services/bulk-delivery.webp', 800, 600, styles.truck);
  await write('/images/storefront.webp', 1200, 800, styles.yard);
  console.log('images written to public/images');
}

void main();
