import { describe, expect, it } from 'vitest';
import { oneAtATime } from '@/server/one-at-a-time';

describe('oneAtATime', () => {
  it('runs tasks one after another, in order, even when one fails', async () => {
    const queue = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running--;
      if (fail) throw new Error(`task ${n}`);
      return n;
    };
    const results = await Promise.allSettled([queue.run(task(1)), queue.run(task(2, true)), queue.run(task(3))]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.pending).toBe(0);
  });
});
