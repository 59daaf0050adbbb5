/**
 * A process that does what start-up does to V8's young generation (many objects that live a
 * while, then die, so it grows to its maximum), then calls settleStartupMemory and reports, as one
 * JSON line, the young generation's size before and once it is at most 2 MiB (or after 30 s).
 * Run by startup-memory.e2e-spec.ts through spawn-app's BOOTSTRAP (TypeScript compiled by swc).
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { settleStartupMemory } from '../../src/startup-memory';

const MiB = 1024 * 1024;
const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

let kept: { i: number; s: string; a: number[] }[] = [];
for (let i = 0; i < 400_000; i += 1) {
  kept.push({ i, s: `x${i}`, a: [i, i + 1] });
  if (kept.length > 200_000) kept = kept.slice(100_000);
}
kept = [];

const before = newSpace();
settleStartupMemory();
const started = Date.now();
const timer = setInterval(() => {
  const now = newSpace();
  if (now <= 2 * MiB || Date.now() - started > 30_000) {
    clearInterval(timer);
    console.log(JSON.stringify({ before, after: now, kept: kept.length }));
  }
}, 100);
