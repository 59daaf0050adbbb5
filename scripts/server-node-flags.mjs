/**
 * Node flags the server runs with (`npm start`, the Docker image through it, and `npm run bench`,
 * which measures the server as it is run). One place, so the benchmark measures what ships.
 *
 * --max-semi-space-size=2: V8's young generation grows to 16 MiB per semi-space during start-up
 * and never shrinks, ≈ 30 MiB of an idle process's memory; capped at 2 MiB the idle API process
 * is ≈ 117 MiB instead of ≈ 148 MiB, with no throughput difference we could measure on the feed
 * (a few more, shorter scavenges). Source maps are not enabled (+8 MiB): stack traces name the
 * compiled, readable dist/*.js lines; NODE_OPTIONS=--enable-source-maps maps them to TypeScript.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
