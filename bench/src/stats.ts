/** Percentile `p` (0-100) of sorted values, by linear interpolation. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** The median of the finite values (a run where no request finished has NaN latencies). */
export const median = (values: number[]) =>
  percentile(
    values.filter(Number.isFinite).sort((a, b) => a - b),
    50,
  );

/** Latency figures of one measured run, in ms, and its throughput. */
export interface RunFigures {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function figures(latencies: number[], seconds: number, errors: number): RunFigures {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

/** The median of each figure over several runs (runs are never reported one by one). */
export function medianFigures(runs: RunFigures[]): RunFigures & { runs: number } {
  const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    requests: pick('requests'),
    seconds: pick('seconds'),
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    errors: Math.max(...runs.map((r) => r.errors)),
    runs: runs.length,
  };
}
