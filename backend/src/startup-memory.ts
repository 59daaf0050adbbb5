import { setFlagsFromString } from 'node:v8';

/**
 * How long after listening a process lets V8 favour memory over speed (settleStartupMemory).
 * The memory reducer checks 8 s after start-up's last full collection and, when it cannot start
 * then (a collection already under way), 8 s later again: the window spans three checks.
 */
export const STARTUP_MEMORY_WINDOW_MS = 30_000;

/**
 * Gives start-up's memory back to the system soon after start.
 *
 * Start-up (loading modules, Nest's container, compiled schemas) leaves garbage behind and V8's
 * young generation grown to 16 MiB per semi-space. V8's memory reducer returns both once it
 * judges the process idle from its allocation rate, and a process that serves nothing did not
 * get that verdict: measured on 2 cores, the API sat at ≈ 150 MiB RSS for the 30 s the bench
 * waits, and between 18 s and over a minute before it fell to ≈ 110 (`--trace-gc`). For a window
 * after listening the process asks V8 to optimise for size (the flag V8 reads at each of the
 * reducer's checks), so the reducer's next check collects and shrinks the young generation
 * (≈ 150 → ≈ 117 MiB), then returns to V8's default heuristics. A fixed small young generation
 * would do the same for good but cost ≈ 25 % of throughput under load
 * (scripts/server-node-flags.mjs); this costs one collection, once.
 */
export function settleStartupMemory(windowMs = STARTUP_MEMORY_WINDOW_MS): void {
  setFlagsFromString('--optimize-for-size');
  setTimeout(() => setFlagsFromString('--no-optimize-for-size'), windowMs).unref();
}
