/** Latency sampling for the benchmarks: alternating sequential runs for percentiles, parallel runs for throughput. */

export interface LatencyStats {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function stats(durations: readonly number[]): LatencyStats {
  const sorted = [...durations].sort((a, b) => a - b);
  const sum = sorted.reduce((total, d) => total + d, 0);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sum / Math.max(1, sorted.length),
  };
}

/** Least time each compared row warms both sides before it measures (`BENCH_WARMUP_MS`). */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 4000);

/**
 * Two ways of serving the same (direct REST and the gateway; a client-rendered and a server-rendered
 * page), `warmup` runs unmeasured, then `samples` each, in turn: both see the same moments of a noisy
 * machine, where two runs one after the other drifted apart by more than the gap they measure.
 */
export async function comparedLatency(
  direct: (i: number) => Promise<void>,
  gateway: (i: number) => Promise<void>,
  { samples, warmup, warmupMs = WARMUP_MS }: { samples: number; warmup: number; warmupMs?: number },
): Promise<{ direct: LatencyStats; gateway: LatencyStats }> {
  // Warm for `warmup` runs and at least `warmupMs`: a gateway still tiering its code up read the
  // signed-in viewer at +1.4 ms over direct after 100 runs, +0.7 ms once settled after 4 s.
  const warmUntil = performance.now() + warmupMs;
  for (let i = 0; i < warmup || performance.now() < warmUntil; i++) {
    await direct(i);
    await gateway(i);
  }
  const durations = { direct: [] as number[], gateway: [] as number[] };
  const time = async (task: (i: number) => Promise<void>, i: number, into: number[]) => {
    const start = process.hrtime.bigint();
    await task(i);
    into.push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  for (let i = 0; i < samples; i++) {
    // Alternate which goes first, so neither always runs right after the other's garbage.
    if (i % 2 === 0) {
      await time(direct, i, durations.direct);
      await time(gateway, i, durations.gateway);
    } else {
      await time(gateway, i, durations.gateway);
      await time(direct, i, durations.direct);
    }
  }
  return { direct: stats(durations.direct), gateway: stats(durations.gateway) };
}

/** Pages per second of each task, in turns of `durationMs / slices` so all see the same machine. */
export async function comparedThroughput<K extends string>(
  tasks: Record<K, (i: number) => Promise<void>>,
  { concurrency, durationMs, slices = 5 }: { concurrency: number; durationMs: number; slices?: number },
): Promise<Record<K, number>> {
  const done = {} as Record<K, number>;
  const entries = Object.entries(tasks) as [K, (i: number) => Promise<void>][];
  for (const [name] of entries) done[name] = 0;
  for (let slice = 0; slice < slices; slice++) {
    for (const [name, task] of entries) {
      done[name] += (await throughput(task, { concurrency, durationMs: durationMs / slices })) / slices;
    }
  }
  return done;
}

/** Completed tasks per second with `concurrency` loops running for `durationMs`. */
export async function throughput(
  task: (i: number) => Promise<void>,
  { concurrency, durationMs }: { concurrency: number; durationMs: number },
): Promise<number> {
  const deadline = performance.now() + durationMs;
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await task(done);
        done++;
      }
    }),
  );
  return (done * 1000) / (performance.now() - start);
}

export const ms = (value: number): string => value.toFixed(2);
