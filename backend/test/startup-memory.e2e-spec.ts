/**
 * Start-up memory given back (src/startup-memory.ts): a child process grows V8's young generation
 * as start-up does (test/support/startup-memory-child.ts), calls settleStartupMemory and waits,
 * allocating nothing, for the young generation to shrink. Without the call it stays at its
 * maximum (V8's memory reducer does not judge such a process idle): checked by hand, 32 MiB after
 * 30 s. The child runs with the reducer's first delay at 200 ms
 * (`--gc-memory-reducer-start-delay-ms`); its later checks keep V8's 8 s, within the 30 s window.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BOOTSTRAP } from './support/spawn-app';

const MiB = 1024 * 1024;

function runChild(): Promise<{ before: number; after: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--gc-memory-reducer-start-delay-ms=200',
        '-e',
        BOOTSTRAP,
        join(__dirname, 'support', 'startup-memory-child.ts'),
      ],
      { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as { before: number; after: number });
      else reject(new Error(`child exited ${code}:\n${out}`));
    });
  });
}

describe('start-up memory', () => {
  it('an idle process gives its young generation back after settleStartupMemory', async () => {
    const { before, after } = await runChild();
    // Start-up's pattern grew it (to 16 MiB per semi-space at most).
    expect(before).toBeGreaterThanOrEqual(8 * MiB);
    expect(after).toBeLessThanOrEqual(2 * MiB);
  }, 90_000);
});
