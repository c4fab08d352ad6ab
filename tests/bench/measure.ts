/** Latency sampling for the benchmarks: sequential runs for percentiles, parallel runs for throughput. */

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

/** Runs `task` `warmup` times unmeasured, then `samples` times one after another, in milliseconds. */
export async function sampleLatency(
  task: (i: number) => Promise<void>,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<LatencyStats> {
  for (let i = 0; i < warmup; i++) await task(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    await task(i);
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return stats(durations);
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
