/**
 * Start-up memory given back (src/startup-memory.ts): the real entry point, started as a child
 * process and sent no traffic but the readings, shrinks V8's young generation after listening.
 * Read from /metrics (prom-client's heap spaces), which a loopback client may read. V8's memory
 * reducer checks 8 s after start-up's last full collection; the child is started with that delay
 * at 1 s so the test waits seconds, not tens of them (the check itself is V8's, unchanged).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appEnv, spawnApp, SpawnedApp } from './support/spawn-app';

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The young generation's size (both semi-spaces) as /metrics reports it. */
async function newSpaceBytes(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const match = /^nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(text);
  if (!match?.[1]) throw new Error(`No new-space size in /metrics:\n${text.slice(0, 500)}`);
  return Number(match[1]);
}

describe('start-up memory', () => {
  let dataDir: string;
  let app: SpawnedApp | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'papershelf-startup-memory-'));
  });
  afterAll(() => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an idle API process shrinks its young generation soon after listening', async () => {
    app = await spawnApp(appEnv(dataDir), ['--gc-memory-reducer-start-delay-ms=1000']);
    const running = app;
    await running.waitFor(/listening on/);
    const atStart = await newSpaceBytes(running.port);
    // Start-up grew it: compiling the sources and building the app leave much behind.
    expect(atStart).toBeGreaterThanOrEqual(8 * MiB);

    let now = atStart;
    for (let i = 0; i < 40 && now > 2 * MiB; i += 1) {
      await sleep(250);
      now = await newSpaceBytes(running.port);
    }
    expect(now).toBeLessThanOrEqual(2 * MiB);
  }, 60_000);
});
