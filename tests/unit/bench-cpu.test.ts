// The bench's CPU columns: the server's CPU is that of npm start's primary and all its workers.
import { describe, expect, it } from 'vitest';
import { cpuPerRequest } from '../../scripts/bench/cpu';

// Reading the CPU of real processes (it starts two that burn CPU) is in tests/slow/bench-cpu.test.ts.
describe('bench CPU reading', () => {
  it('gives CPU per request between two readings, never less than nothing when a process ended in between', () => {
    const reading = (server: [number, number][], database: [number, number][]) => ({ server: new Map(server), database: new Map(database) });
    const before = reading([[1, 100]], [[7, 10], [8, 500]]);
    // Backend 8 ended (its 500 ms are gone); backend 9 started and used 50 ms.
    const after = reading([[1, 1300]], [[7, 260], [9, 50]]);
    expect(cpuPerRequest(before, after, 400)).toEqual([3, 0.75]);
    expect(cpuPerRequest(null, after, 10)).toEqual(['-', '-']);
    expect(cpuPerRequest(before, after, 0)).toEqual(['-', '-']);
  });
});
