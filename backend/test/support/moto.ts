/**
 * A real S3 server with multipart uploads for the tests that need them: Python moto's
 * `moto_server`, started on a free loopback port with a bucket of the run's own and stopped
 * after. s3rver (support/s3-server.ts, in-process and quicker to start) stays the default for
 * everything else; it has no multipart. A machine without moto_server fails these tests loudly:
 * CI installs it, and a skipped multipart test would hide exactly the path it exists to check.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Client } from 'minio';
import type { TestS3 } from './s3-server';

export interface TestMoto extends TestS3 {
  /** A minio client on the same server, for looking behind the driver's back. */
  client: Client;
  /** Unfinished multipart uploads in the bucket (key and upload id). */
  incompleteUploads(prefix?: string): Promise<{ key: string; uploadId: string }[]>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`moto_server did not answer on ${url} within ${timeoutMs} ms:\n${output()}`);
}

function spawnMoto(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'moto_server is not on PATH: install Python moto (pip install "moto[server]"); the S3 multipart tests need it',
            )
          : error,
      ),
    );
    child.once('spawn', () => resolve({ child, output: () => log }));
  });
}

export async function startMoto(): Promise<TestMoto> {
  let lastError: unknown;
  // A port found free may be taken before moto binds it: try a few.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const { child, output } = await spawnMoto(port);
    // Should the test process end without afterAll (a crash, a timeout), take moto with it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    const endPoint = `http://127.0.0.1:${port}`;
    const stop = () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      });
    try {
      await waitUntilUp(`${endPoint}/`, child, output, 90_000);
    } catch (error) {
      lastError = error;
      await stop();
      if ((error as Error).message.includes('moto_server is not on PATH')) throw error;
      continue;
    }
    const credentials = { accessKey: 'moto-test', secretKey: 'moto-test-secret' };
    const client = new Client({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      pathStyle: true,
      region: 'us-east-1',
      ...credentials,
    });
    const bucket = `ps-test-${Math.random().toString(36).slice(2, 10)}`;
    return {
      endPoint,
      ...credentials,
      bucket,
      client,
      async incompleteUploads(prefix = '') {
        const { uploads } = await client.listIncompleteUploadsQuery(bucket, prefix, '', '', '');
        return uploads.map(({ key, uploadId }) => ({ key, uploadId }));
      },
      close: stop,
    };
  }
  throw lastError;
}
