// Trucks (issue 46): what one load puts on a truck against its capacity (pallet spaces, loose
// yards, tons when rated), two bulk products in one load, and each truck's loads of a day (one
// per time window) with its totals.
import { describe, expect, it } from 'vitest';
import { bulkMaterials, capacityTenths, loadWarnings, palletSpaces, tenthsText, truckDays, type LoadLine, type TruckCapacity, type TruckStop } from '@/domain/truck-loads';

const flatbed: TruckCapacity = { id: 't-flat', name: 'Flatbed', palletCapacity: 10, yardTenths: 0, tonTenths: null };
const dump: TruckCapacity = { id: 't-dump', name: 'Dump 1', palletCapacity: 0, yardTenths: 125, tonTenths: 140 };
const sod = (quantity: number, unit: LoadLine['unit'] = 'PALLET'): LoadLine => ({ quantity, unit, unitType: 'GRASS', material: 'p-raleigh', name: 'Raleigh' });
const bulk = (material: string, quantity: number, unit: LoadLine['unit'] = 'CUBIC_YARD'): LoadLine => ({ quantity, unit, unitType: 'BULK', material, name: material });
const window = { windowStart: 450, windowEnd: 600 };

describe('one load against its truck', () => {
  const cases: { name: string; truck: TruckCapacity; lines: LoadLine[]; expected: unknown[] }[] = [
    { name: 'sod at exactly the pallet spaces', truck: flatbed, lines: [sod(10)], expected: [] },
    { name: 'one pallet over', truck: flatbed, lines: [sod(11)], expected: [{ kind: 'pallets', load: 11, capacity: 10 }] },
    { name: 'half pallets take a whole space each (9 + 2 halves = 11 spaces)', truck: flatbed, lines: [sod(9), sod(2, 'HALF_PALLET')], expected: [{ kind: 'pallets', load: 11, capacity: 10 }] },
    { name: 'loose square feet ride with the pallets, not in a space', truck: flatbed, lines: [sod(10), sod(500, 'SQ_FT'), sod(40, 'PIECE')], expected: [] },
    { name: 'bulk on a truck that carries none (0 yd)', truck: flatbed, lines: [bulk('Black mulch', 1)], expected: [{ kind: 'yards', load: 10, capacity: 0 }] },
    { name: '12.5 yd on a 12.5 yd truck, in half yards', truck: dump, lines: [bulk('Topsoil', 12), bulk('Topsoil', 1, 'HALF_YARD')], expected: [] },
    { name: '13 yd on a 12.5 yd truck', truck: dump, lines: [bulk('Topsoil', 13)], expected: [{ kind: 'yards', load: 130, capacity: 125 }] },
    { name: 'tons over the rated weight', truck: dump, lines: [bulk('Limestone', 15, 'TON')], expected: [{ kind: 'tons', load: 150, capacity: 140 }] },
    { name: 'tons on a truck not rated by weight: nothing to check', truck: { ...dump, tonTenths: null }, lines: [bulk('Limestone', 30, 'TON')], expected: [] },
    { name: 'sod on a dump truck (0 pallet spaces)', truck: dump, lines: [sod(1)], expected: [{ kind: 'pallets', load: 1, capacity: 0 }] },
    {
      name: 'two bulk products mix, and over both measures at once',
      truck: dump,
      lines: [bulk('Black mulch', 10), bulk('Topsoil', 4)],
      expected: [
        { kind: 'yards', load: 140, capacity: 125 },
        { kind: 'bulkMix', materials: ['Black mulch', 'Topsoil'] },
      ],
    },
    { name: 'two mulches are two materials too', truck: dump, lines: [bulk('Black mulch', 3), bulk('Red mulch', 3)], expected: [{ kind: 'bulkMix', materials: ['Black mulch', 'Red mulch'] }] },
    { name: 'one product on two lines is one material', truck: dump, lines: [bulk('Topsoil', 3), bulk('Topsoil', 1, 'HALF_YARD')], expected: [] },
    { name: 'sod with one bulk product is no mix', truck: { ...dump, palletCapacity: 4 }, lines: [sod(4), bulk('Sand', 2)], expected: [] },
  ];

  it.each(cases)('$name', ({ truck, lines, expected }) => {
    expect(loadWarnings(truck, lines, window)).toEqual(expected.map((w) => ({ ...window, ...(w as object) })));
  });

  it('counts pallet spaces and names the bulk products once, in order', () => {
    expect(palletSpaces([sod(3), sod(3, 'HALF_PALLET'), sod(100, 'SQ_FT')])).toBe(6);
    expect(bulkMaterials([bulk('Sand', 1), sod(2), bulk('Rock', 1, 'TON'), bulk('Sand', 2)])).toEqual(['Sand', 'Rock']);
    expect(bulkMaterials([bulk('Sand', 0), bulk('Rock', 1)])).toEqual(['Rock']);
  });
});

describe("a truck's day", () => {
  const stop = (orderId: string, truckId: string | null, lines: LoadLine[], w: { windowStart: number | null; windowEnd: number | null } = window): TruckStop => ({ orderId, truckId, ...w, lines });
  const later = { windowStart: 600, windowEnd: 750 };

  it('makes one load per time window: two orders in one window share a load, another window is a second load', () => {
    const [day] = truckDays([dump], [stop('a', 't-dump', [bulk('Topsoil', 6)]), stop('b', 't-dump', [bulk('Topsoil', 5)]), stop('c', 't-dump', [bulk('Sand', 4)], later)]);
    expect(day!.loads.map((l) => [l.windowStart, l.orderIds, l.totals.yards])).toEqual([
      [450, ['a', 'b'], 11],
      [600, ['c'], 4],
    ]);
    expect(day!.totals).toEqual({ pallets: 0, looseSqFt: 0, yards: 15, tons: 0 });
    expect(day!.warnings).toEqual([]);
  });

  it('warns when two orders in one window together pass the capacity or mix bulk products, but not across windows', () => {
    const [day] = truckDays([dump], [stop('a', 't-dump', [bulk('Topsoil', 8)]), stop('b', 't-dump', [bulk('Black mulch', 6)]), stop('c', 't-dump', [bulk('Sand', 12)], later)]);
    expect(day!.warnings).toEqual([
      { kind: 'yards', ...window, load: 140, capacity: 125 },
      { kind: 'bulkMix', ...window, materials: ['Topsoil', 'Black mulch'] },
    ]);
  });

  it('keeps an order without a time window as a load of its own, after the windows', () => {
    const none = { windowStart: null, windowEnd: null };
    const [day] = truckDays([flatbed], [stop('x', 't-flat', [sod(6)], none), stop('y', 't-flat', [sod(6)], none), stop('z', 't-flat', [sod(2)])]);
    expect(day!.loads.map((l) => l.orderIds)).toEqual([['z'], ['x'], ['y']]);
    expect(day!.warnings).toEqual([]);
  });

  it('lists only trucks with stops, in the order given; stops without a truck are left to the caller', () => {
    const days = truckDays([flatbed, dump], [stop('a', 't-dump', [bulk('Sand', 2)]), stop('b', null, [sod(40)])]);
    expect(days.map((d) => d.truck.name)).toEqual(['Dump 1']);
    expect(truckDays([flatbed, dump], [])).toEqual([]);
  });
});

describe('capacities as typed', () => {
  it.each([
    ['12.5', 'en', 125],
    ['12,5', 'es', 125],
    ['12.5', 'es', 125],
    ['12', 'en', 120],
    ['0', 'en', 0],
    ['999.9', 'en', 9999],
    ['12,5', 'en', null],
    ['12.55', 'en', null],
    ['1000', 'en', null],
    ['-1', 'en', null],
    ['', 'en', null],
    ['twelve', 'es', null],
  ] as const)('"%s" (%s) → %s tenths', (typed, lang, expected) => {
    expect(capacityTenths(typed, lang)).toBe(expected);
  });

  it('shows tenths back as typed in each language', () => {
    expect([tenthsText(125, 'en'), tenthsText(125, 'es'), tenthsText(120, 'es'), tenthsText(0, 'en')]).toEqual(['12.5', '12,5', '12', '0']);
  });
});
