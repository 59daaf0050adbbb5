/**
 * Node flags the server runs with (`npm start`, the Docker image through it, `npm run bench` and
 * `npm run bench:ocr`, `npm run bench:web`, the load suite (backend/test/load) and the browser
 * journeys, which test and measure the server as it is run). One place, so they see what ships.
 *
 * Deliberately empty. Measured here (2 cores): `--max-semi-space-size=2` takes the idle API
 * process from ≈ 148 to ≈ 117 MiB 3 s after start (V8's young generation grows to 16 MiB per
 * semi-space during start-up; V8 gives it back by itself after ≈ 15 s idle: ≈ 110 MiB) but
 * costs ≈ 25 % of throughput on small requests (scavenges became ≈ 19 % of busy time; `=4`:
 * ≈ 10 % slower, ≈ 130 MiB). Memory that sits idle is cheaper than CPU
 * under load, so the default stays; instead the process gives start-up's memory back once, soon
 * after listening (backend/src/startup-memory.ts: ≈ 112–117 MiB from ≈ 10 s after start). Source maps are not enabled (+8 MiB, and slower stack traces):
 * traces name the compiled, readable dist/*.js lines; NODE_OPTIONS=--enable-source-maps maps them
 * to TypeScript.
 */
export const SERVER_NODE_FLAGS = [];
