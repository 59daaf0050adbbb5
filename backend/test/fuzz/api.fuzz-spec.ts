/**
 * Property-based requests for every operation in openapi.json (issue 8): whatever a guest, an
 * unverified user, a verified user, another user or an admin sends — valid or hostile paths,
 * queries, headers, JSON or multipart bodies, cursors, react-admin sort/range/filter, Range
 * headers — the answer is < 500 and no request costs the server's main thread much CPU (asserted on
 * CPU time, which a busy machine does not stretch; the event loop's delay is printed).
 *
 *   npm run test:fuzz                      10 000 requests, a new seed each run (printed)
 *   FUZZ_SEED=123 npm run test:fuzz        the same requests again
 *   FUZZ_RUNS=500 FUZZ_ONLY='/api/papers'  fewer requests, some operations only
 *   FUZZ_CONCURRENCY=1 FUZZ_VERBOSE=1      one at a time, with the app's own log output
 * A failing run prints one example per distinct 5xx (method, URL, headers, body, server log) and
 * writes every failing request to FUZZ_REPORT (default: a file in the temp folder).
 */
import { FuzzWorld } from './fuzz-world';
import { describeFailure, formatReport, fuzzConfig, FuzzResult, runFuzz, writeFailureFile } from './fuzz-runner';
import { loadOperations } from './openapi-model';

const config = fuzzConfig();
const operations = loadOperations().filter((op) => !config.only || op.key.includes(config.only));

describe(`fuzz: ${config.runs} generated requests over ${operations.length} operations (FUZZ_SEED=${config.seed})`, () => {
  let world: FuzzWorld | undefined;
  let result: FuzzResult | undefined;

  beforeAll(async () => {
    world = await FuzzWorld.create();
    result = await runFuzz(world, operations, config);
    writeFailureFile(result, config);
    process.stdout.write(`${formatReport(result, config)}\n`);
  }, 60 * 60_000);

  afterAll(async () => {
    await world?.close();
  }, 180_000);

  it(`sends at least ${config.runs} requests`, () => {
    expect(result?.sent).toBeGreaterThanOrEqual(config.runs);
  });

  it.each(operations.map((op) => op.key))('%s answers every request below 500', (key) => {
    const failures = (result?.failures ?? []).filter((f) => f.op === key);
    expect(failures.map((f) => describeFailure(f, config.seed))).toEqual([]);
  });

  it(`costs the main thread little CPU per request (< ${config.maxCpuMsPerRequest} ms on average), none holds it for long`, () => {
    expect(result?.cpu.perRequestMs).toBeLessThan(config.maxCpuMsPerRequest);
    // One request that held the thread for a second shows as a chunk that cost a second more, each
    // time it is run (a chunk over the bound is run again and counts at its cheapest).
    expect(result?.cpu.chunkMaxMs).toBeLessThan((result?.cpu.chunkMedianMs ?? 0) + config.maxChunkExtraMs);
  });
});
