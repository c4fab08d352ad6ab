import { describe, expect, it } from 'vitest';
import { isTransientConflict, retryingConflicts } from './conflicts.js';

const conflict = (code: string) =>
  Object.assign(new Error(code === '40P01' ? 'deadlock detected' : code), { code });

describe('retryingConflicts', () => {
  it('runs a transaction PostgreSQL ended as a deadlock or a serialization failure again', async () => {
    let calls = 0;
    const result = await retryingConflicts(async () => {
      calls++;
      if (calls === 1) throw conflict('40P01');
      if (calls === 2) throw conflict('40001');
      return 'recorded';
    });
    expect([result, calls]).toEqual(['recorded', 3]);
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw conflict('40P01');
      }, 2),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw conflict('23505');
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
    expect(isTransientConflict(new Error('plain'))).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });
});
