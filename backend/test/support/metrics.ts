/** Reading Prometheus text (GET /metrics) in tests. */

/** The value of one sample line, e.g. `name{a="b"}` → 3 (undefined when absent). */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
