import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Measured {
  name: string;
  ours: number;
  baseline: number;
  unit: string;
}

/** Runs `work` (which processes `count` items) and returns items per second. */
export async function throughput(count: number, work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return count / seconds;
}

/** Alternates ours and baseline `rounds` times and keeps the median of each, to even out drift. */
export async function sideBySide(name: string, unit: string, rounds: number, ours: () => Promise<number>, baseline: () => Promise<number>): Promise<Measured> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await ours());
    b.push(await baseline());
  }
  return { name, unit, ours: median(a), baseline: median(b) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

export function report(results: Measured[], [oursName, baselineName]: [string, string]): string {
  const rows = results.map((r) => [r.name, `${Math.round(r.ours)} ${r.unit}`, `${Math.round(r.baseline)} ${r.unit}`, `${(r.ours / r.baseline).toFixed(2)}x`]);
  const header = ['benchmark', oursName, baselineName, 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A request's latency percentiles, in milliseconds. */
export interface Latency {
  name: string;
  p50: number;
  p95: number;
}

/** Milliseconds since `started` (process.hrtime.bigint()). */
export const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

export function latencyOf(name: string, taken: number[]): Latency {
  const sorted = [...taken].sort((a, b) => a - b);
  return { name, p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

/** `work` run `warmUp + times` times, the last `times` timed. */
export async function latency(name: string, warmUp: number, times: number, work: () => Promise<void>): Promise<Latency> {
  const taken: number[] = [];
  for (let i = 0; i < warmUp + times; i++) {
    const started = process.hrtime.bigint();
    await work();
    if (i >= warmUp) taken.push(elapsedMs(started));
  }
  return latencyOf(name, taken);
}

// A collection before each run, so a run's peak is its own and not the garbage of the one before.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Samples the heap while `work` runs: its highest value above the start, in MB. `live` collects the
 * garbage before each sample (every 50 ms then), so the peak is what was held, not what the
 * collector had yet to reclaim; it slows the work, so time a run without it.
 */
export async function withPeakHeap<T>(work: () => Promise<T>, live = false): Promise<{ result: T; peakHeapMb: number }> {
  collect();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sample = () => {
    if (live) collect();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, live ? 50 : 20);
  try {
    const result = await work();
    sample();
    return { result, peakHeapMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}
