// Generates the storefront illustration of the contact and about pages (an SVG drawing rendered
// to WebP with sharp), so the site ships a local, sized image until a real photo replaces it.
// Run: npx tsx scripts/generate-images-b.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1200;
const H = 800;
const out = path.join(process.cwd(), 'public', 'images', 'contact');

/** A pile of bulk material: a rounded mound with a few stones or chips on it. */
function pile(x: number, width: number, height: number, fill: string, speck: string): string {
  const base = 640;
  const specks = Array.from({ length: 14 }, (_, i) => {
    const sx = x + width * (0.15 + ((i * 37) % 70) / 100);
    const sy = base - height * (0.1 + ((i * 53) % 60) / 100) * 0.8;
    return `<circle cx="${sx.toFixed(0)}" cy="${sy.toFixed(0)}" r="${4 + (i % 3) * 2}" fill="${speck}" opacity="0.7"/>`;
  }).join('');
  return `<path d="M${x} ${base} Q${x + width / 2} ${base - height * 2} ${x + width} ${base} Z" fill="${fill}"/>${specks}`;
}

/** A pallet of sod: stacked green rolls on a wooden pallet. */
function pallet(x: number): string {
  const rows = [0, 1, 2, 3]
    .map((r) => `<rect x="${x}" y="${600 - r * 26}" width="150" height="24" rx="10" fill="${r % 2 ? '#3f8f3b' : '#2f7a2c'}"/>`)
    .join('');
  return `<rect x="${x - 6}" y="626" width="162" height="16" fill="#8a5523"/>${rows}`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9fd3f0"/><stop offset="1" stop-color="#e8f6fd"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1060" cy="120" r="60" fill="#ffd95a"/>
  <!-- pines behind the yard -->
  ${[40, 150, 980, 1100].map((x) => `<path d="M${x} 470 L${x + 50} 250 L${x + 100} 470 Z" fill="#256323"/><rect x="${x + 44}" y="470" width="12" height="40" fill="#5f3916"/>`).join('')}
  <!-- ground -->
  <rect y="510" width="${W}" height="290" fill="#cbb79a"/>
  <rect y="640" width="${W}" height="160" fill="#b9a27f"/>
  <!-- store building -->
  <rect x="250" y="300" width="430" height="230" fill="#f8f1ea" stroke="#74461c" stroke-width="6"/>
  <path d="M230 310 L465 200 L700 310 Z" fill="#74461c"/>
  <rect x="300" y="330" width="330" height="56" rx="8" fill="#2f7a2c"/>
  <rect x="330" y="350" width="270" height="14" rx="7" fill="#eef8ee"/>
  <rect x="290" y="410" width="110" height="80" fill="#9fd3f0" stroke="#74461c" stroke-width="5"/>
  <rect x="530" y="410" width="110" height="80" fill="#9fd3f0" stroke="#74461c" stroke-width="5"/>
  <rect x="425" y="405" width="80" height="125" fill="#8a5523"/>
  <circle cx="490" cy="470" r="5" fill="#ffd95a"/>
  <!-- material piles and sod pallets -->
  ${pile(720, 200, 120, '#8c8c88', '#d6d6d0')}
  ${pile(900, 170, 100, '#4a2b0f', '#74461c')}
  ${pile(1040, 150, 90, '#7a5232', '#ab6d2f')}
  ${pallet(40)}
  ${pallet(60 + 160)}
  <!-- delivery truck -->
  <rect x="700" y="640" width="260" height="90" rx="8" fill="#2f7a2c"/>
  <rect x="960" y="665" width="110" height="65" rx="8" fill="#256323"/>
  <rect x="985" y="675" width="60" height="28" rx="4" fill="#9fd3f0"/>
  ${[760, 900, 1020].map((x) => `<circle cx="${x}" cy="740" r="26" fill="#2b2b2b"/><circle cx="${x}" cy="740" r="10" fill="#9a9a9a"/>`).join('')}
</svg>`;

mkdirSync(out, { recursive: true });
await sharp(Buffer.from(svg)).webp({ quality: 82 }).toFile(path.join(out, 'storefront.webp'));
console.log(`Wrote ${path.join(out, 'storefront.webp')} (${W}x${H})`);
