// The bench's CPU columns, read from real processes: the server's CPU is that of npm start's
// primary and all its workers (the arithmetic on readings is in tests/unit/bench-cpu.test.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCpu } from '../../scripts/bench/cpu';

// Busy until the process has used this much CPU (not wall time: a loaded machine still adds up).
const burn = (ms: number) => `while ((process.cpuUsage().user + process.cpuUsage().system) / 1000 < ${ms}) {}`;

describe.skipIf(!existsSync('/proc/self/stat'))('bench CPU reading', () => {
  it('counts a process and the processes it started, not others', async () => {
    // A parent and the worker it starts each use 400 ms of CPU, say so, then idle.
    const worker = `${burn(400)}; console.log('worker done'); setTimeout(() => {}, 5000);`;
    const parent = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(worker)}], { stdio: 'inherit' }); ${burn(400)}; console.log('parent done'); setTimeout(() => {}, 5000);`;
    const child = spawn(process.execPath, ['-e', parent], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let said = '';
      await new Promise<void>((resolve) =>
        child.stdout!.on('data', (d: Buffer) => {
          said += d.toString();
          if (said.includes('worker done') && said.includes('parent done')) resolve();
        }),
      );
      const reading = readCpu(child.pid!, 'no-such-database');
      expect(reading).not.toBeNull();
      // Two processes, the one started and the one it started, of at least 400 ms each; far less than a third copy would add.
      expect(reading!.server.size).toBe(2);
      const total = [...reading!.server.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(700);
      expect(total).toBeLessThan(4000);
      expect(reading!.database.size).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
