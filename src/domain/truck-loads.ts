// What each truck carries on a delivery day (issue 46), and what staff are warned about. A truck
// leaves the yard once per time window, so a load is everything on one truck in one window (an
// order without a window is a load of its own). A load may not pass the truck's pallet spaces,
// loose cubic yards or, when rated, tons, nor carry two different bulk products: a dump bed
// cannot keep black mulch and topsoil (or two mulches) apart.
import type { QuoteUnit } from './pricing';
import { loadTotals, sumLoads, type LoadTotals } from './order-schedule';
import { readTypedNumber } from './typed-number';
import type { Lang } from '@/i18n/languages';

export interface TruckCapacity {
  id: string;
  name: string;
  palletCapacity: number;
  /** Loose bulk, in tenths of a cubic yard (12.5 yd = 125). */
  yardTenths: number;
  /** Weight in tenths of a ton; null: the truck is not rated by weight. */
  tonTenths: number | null;
}

export interface LoadLine {
  quantity: number;
  unit: QuoteUnit;
  /** BULK: mulch, soil, rock and sand, carried loose. */
  unitType: 'GRASS' | 'BULK';
  /** The product's id, or the name saved on the line when the product is gone. */
  material: string;
  /** The name shown to staff. */
  name: string;
}

export interface TruckStop {
  orderId: string;
  truckId: string | null;
  windowStart: number | null;
  windowEnd: number | null;
  lines: readonly LoadLine[];
}

export type TruckWarning =
  | { kind: 'pallets' | 'yards' | 'tons'; windowStart: number | null; windowEnd: number | null; load: number; capacity: number }
  | { kind: 'bulkMix'; windowStart: number | null; windowEnd: number | null; materials: string[] };

export interface TruckLoad {
  windowStart: number | null;
  windowEnd: number | null;
  orderIds: string[];
  totals: LoadTotals;
  palletSpaces: number;
}

export interface TruckDay<T extends TruckCapacity = TruckCapacity> {
  truck: T;
  loads: TruckLoad[];
  /** The day's totals of this truck (all its loads). */
  totals: LoadTotals;
  warnings: TruckWarning[];
}

/** Pallet spaces a set of lines takes: a half pallet takes a whole pallet's space. */
export function palletSpaces(lines: readonly { quantity: number; unit: QuoteUnit }[]): number {
  return lines.reduce((sum, l) => sum + (l.unit === 'PALLET' || l.unit === 'HALF_PALLET' ? l.quantity : 0), 0);
}

/** Tenths, from yards or tons that may carry a half (never a float compared with an integer). */
const tenths = (value: number) => Math.round(value * 10);

/** The different bulk products among the lines, by name, in the order they first appear. */
export function bulkMaterials(lines: readonly LoadLine[]): string[] {
  const seen = new Map<string, string>();
  for (const line of lines) if (line.unitType === 'BULK' && line.quantity > 0 && !seen.has(line.material)) seen.set(line.material, line.name);
  return [...seen.values()];
}

/** What is wrong with one load on one truck: over a capacity, or two bulk products together. */
export function loadWarnings(truck: TruckCapacity, lines: readonly LoadLine[], window: { windowStart: number | null; windowEnd: number | null }): TruckWarning[] {
  const totals = loadTotals(lines);
  const warnings: TruckWarning[] = [];
  const over = (kind: 'pallets' | 'yards' | 'tons', load: number, capacity: number | null) => {
    if (capacity !== null && load > capacity) warnings.push({ kind, ...window, load, capacity });
  };
  over('pallets', palletSpaces(lines), truck.palletCapacity);
  over('yards', tenths(totals.yards), truck.yardTenths);
  over('tons', tenths(totals.tons), truck.tonTenths);
  const materials = bulkMaterials(lines);
  if (materials.length > 1) warnings.push({ kind: 'bulkMix', ...window, materials });
  return warnings;
}

const windowKey = (s: Pick<TruckStop, 'orderId' | 'windowStart' | 'windowEnd'>) => (s.windowStart === null || s.windowEnd === null ? `order:${s.orderId}` : `${s.windowStart}-${s.windowEnd}`);

/**
 * Each truck's loads of a day, in window order, with its totals and warnings; only trucks with
 * stops are listed (in the order given). Stops without a truck, or with a truck not given, are
 * left out here: the day view totals them on their own.
 */
export function truckDays<T extends TruckCapacity>(trucks: readonly T[], stops: readonly TruckStop[]): TruckDay<T>[] {
  return trucks.flatMap((truck) => {
    const mine = stops.filter((s) => s.truckId === truck.id);
    if (mine.length === 0) return [];
    const byWindow = new Map<string, TruckStop[]>();
    for (const stop of mine) byWindow.set(windowKey(stop), [...(byWindow.get(windowKey(stop)) ?? []), stop]);
    const groups = [...byWindow.values()].sort((a, b) => (a[0]!.windowStart ?? Infinity) - (b[0]!.windowStart ?? Infinity));
    const loads: TruckLoad[] = [];
    const warnings: TruckWarning[] = [];
    for (const group of groups) {
      const lines = group.flatMap((s) => s.lines);
      const window = { windowStart: group[0]!.windowStart, windowEnd: group[0]!.windowEnd };
      loads.push({ ...window, orderIds: group.map((s) => s.orderId), totals: loadTotals(lines), palletSpaces: palletSpaces(lines) });
      warnings.push(...loadWarnings(truck, lines, window));
    }
    return [{ truck, loads, totals: sumLoads(loads.map((l) => l.totals)), warnings }];
  });
}

/** Typed capacity ("12.5"; "12,5" in Spanish) to tenths; null unless a number from 0 to 999.9 with at most one decimal. */
export function capacityTenths(typed: string, lang: Lang): number | null {
  const read = readTypedNumber(typed, lang);
  if (read.kind !== 'number' || read.value >= 1000 || !Number.isInteger(Math.round(read.value * 1000) / 100)) return null;
  return tenths(read.value);
}

/** Tenths as staff type them back: 125 → "12.5" ("12,5" in Spanish), 120 → "12". */
export const tenthsText = (value: number, lang: Lang) => {
  const text = value % 10 === 0 ? String(value / 10) : (value / 10).toFixed(1);
  return lang === 'es' ? text.replace('.', ',') : text;
};
