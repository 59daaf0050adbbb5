/**
 * What a TCP connection may cost before it sends a request, and while it sends one. Node and
 * Fastify leave most of this open: Fastify sets no request timeout (0) and no socket timeout, and
 * Node checks its header timeout (60 s) only every 30 s, so an idle socket, a head sent a byte at
 * a time, or a body dripping in held a socket (and a file descriptor) for minutes, and one client
 * could open sockets until the process ran out of descriptors.
 *
 *  - head: a connection must deliver a complete request head within HEAD_MS of being accepted (or,
 *    on a kept-alive connection, of the next request's first byte). Node's own headersTimeout,
 *    checked every CHECK_INTERVAL_MS instead of every 30 s; Node answers 408 and closes.
 *  - body: a request that is not an upload (every body but multipart) must have arrived whole
 *    BODY_MS after its head; else the connection is closed. JSON bodies are small (a few KiB to
 *    4 MiB), so 30 s is ≥ 140 KB/s for the largest.
 *  - uploads (multipart/form-data: papers, notes, avatar): no total time, since 100 MB over a slow
 *    link is honest; instead at least UPLOAD_MIN_BYTES must arrive in every UPLOAD_WINDOW_MS while
 *    the app is waiting for them. A window where the app itself is behind (bytes already buffered,
 *    unread: a slow storage write, a guard still querying) does not count against the client.
 *  - between requests: Fastify's keepAliveTimeout (72 s, above nginx's 60 s upstream keep-alive so
 *    nginx, not the app, closes an idle upstream connection and never races a request into it).
 *  - open connections per client address (addressKey: IPv4 as is, IPv6 by /64): PER_ADDRESS for
 *    a direct peer; past it a new connection is closed at once, before any parsing. A peer that
 *    TRUST_PROXY trusts (nginx) is exempt, since every client behind it shares its address; the
 *    proxy limits its own clients (deploy/nginx.conf). With a hop count every peer counts as the
 *    proxy, which is why a hop count needs an app that only the proxy can reach. Loopback peers are
 *    exempt too: a proxy on the same machine without TRUST_PROXY, the health check, the bench; a
 *    local process has easier ways to hurt the app than opening sockets.
 *  - open connections in all: below the process's open-file limit (RLIMIT_NOFILE read from
 *    /proc/self/limits, minus FD_RESERVE for the database, Redis, storage and log files), so a
 *    flood from many addresses is refused at accept time instead of taking the descriptors the
 *    app needs (Node closes a connection over server.maxConnections as soon as it is accepted).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isTrustedPeer, type TrustFunction } from '../config/trust-proxy';
import { addressKey } from './throttling/client-address';

export interface ConnectionLimits {
  /** A request head must be complete this long after the connection opened (or the request began). */
  headMs: number;
  /** How often Node checks head timeouts (its default is 30 s, which triples the head limit). */
  checkIntervalMs: number;
  /** A request that is not an upload must have arrived whole this long after its head. */
  bodyMs: number;
  /** An upload must deliver uploadMinBytes in every window of this length while the app waits. */
  uploadWindowMs: number;
  uploadMinBytes: number;
  /** Open connections per direct (untrusted) peer address, IPv6 by /64. */
  perAddress: number;
  /** Loopback peers are not capped per address (tests turn this off to test the cap). */
  exemptLoopback: boolean;
  /** Open connections in all; undefined: from the process's open-file limit. */
  total?: number;
}

export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = {
  headMs: 10_000,
  checkIntervalMs: 1_000,
  bodyMs: 30_000,
  uploadWindowMs: 10_000,
  // 16 KiB per 10 s ≈ 13 kbit/s: any mobile link manages it; a byte every few seconds does not.
  uploadMinBytes: 16 * 1024,
  // A browser opens ≤ 6 per host; 128 leaves room for a small office or lab behind one NAT.
  perAddress: 128,
  exemptLoopback: true,
};

/**
 * The longest an upload of `maxBytes` can last under `limits`: at least uploadMinBytes must arrive
 * in every uploadWindowMs (100 MiB at 16 KiB per 10 s: 17 h 47 min). Windows where the app itself
 * is behind do not count, so this is a lower bound of the worst case, not a deadline the app enforces.
 */
export function longestUploadMs(maxBytes: number, limits: Readonly<ConnectionLimits> = CONNECTION_LIMITS): number {
  return Math.ceil(maxBytes / limits.uploadMinBytes) * limits.uploadWindowMs;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./i.test(address);
}

/** Descriptors kept for everything that is not a client connection. */
export const FD_RESERVE = 1024;

/** The soft RLIMIT_NOFILE of this process (Linux), or undefined when it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] === undefined || line[1] === 'unlimited' ? undefined : Number(line[1]);
  } catch {
    return undefined;
  }
}

/** node:http options (Fastify's `http` option): the head timeout, checked often. */
export function httpServerOptions(limits: ConnectionLimits = CONNECTION_LIMITS): ServerOptions {
  return { headersTimeout: limits.headMs, connectionsCheckingInterval: limits.checkIntervalMs };
}

export interface ConnectionStats {
  /** Connections closed at accept time: over the per-address cap. */
  refusedPerAddress: number;
  /** Requests whose body was not complete within bodyMs. */
  bodyTimeouts: number;
  /** Uploads closed for arriving slower than the minimum rate. */
  slowUploads: number;
  /** Open connections per counted address key right now. */
  open: Map<string, number>;
}

const STATS = new WeakMap<Server, ConnectionStats>();

/** What limitConnections has done on `server` (tests, diagnostics). */
export function connectionStats(server: Server): ConnectionStats | undefined {
  return STATS.get(server);
}

/** Whether a request carries a body (Content-Length above 0, or chunked). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isUpload(req: IncomingMessage): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

function watchBody(req: IncomingMessage, limits: ConnectionLimits, stats: ConnectionStats): void {
  const timer = setTimeout(() => {
    if (req.complete || req.socket.destroyed) return;
    stats.bodyTimeouts += 1;
    req.socket.destroy();
  }, limits.bodyMs);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.socket.once('close', () => clearTimeout(timer));
}

function watchUpload(req: IncomingMessage, limits: ConnectionLimits, stats: ConnectionStats): void {
  const socket = req.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const read = socket.bytesRead;
    // Bytes the app has not taken yet: the app is the slow side in this window, not the client.
    const appBehind = req.readableLength > 0;
    if (!appBehind && read - seen < limits.uploadMinBytes) {
      clearInterval(timer);
      stats.slowUploads += 1;
      socket.destroy();
      return;
    }
    seen = read;
  }, limits.uploadWindowMs);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}

/**
 * Applies the per-address cap, the total cap and the body and upload rules to `server` (the head
 * timeout is httpServerOptions, given when the server is created). `trust` is the compiled
 * TRUST_PROXY: its proxies are not capped per address.
 */
export function limitConnections(
  server: Server,
  trust: TrustFunction | false,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): ConnectionStats {
  const stats: ConnectionStats = { refusedPerAddress: 0, bodyTimeouts: 0, slowUploads: 0, open: new Map() };
  STATS.set(server, stats);
  const fileLimit = openFileLimit();
  const total = limits.total ?? (fileLimit === undefined ? undefined : Math.max(256, fileLimit - FD_RESERVE));
  if (total !== undefined) server.maxConnections = total;

  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined) return; // already gone
    if (isTrustedPeer(trust, peer) || (limits.exemptLoopback && isLoopback(peer))) return;
    const key = addressKey(peer);
    const count = (stats.open.get(key) ?? 0) + 1;
    if (count > limits.perAddress) {
      stats.refusedPerAddress += 1;
      socket.destroy();
      return;
    }
    stats.open.set(key, count);
    socket.once('close', () => {
      const left = (stats.open.get(key) ?? 1) - 1;
      if (left > 0) stats.open.set(key, left);
      else stats.open.delete(key);
    });
  });

  server.on('request', (req: IncomingMessage, _res: ServerResponse) => {
    if (!hasBody(req)) return;
    if (isUpload(req)) watchUpload(req, limits, stats);
    else watchBody(req, limits, stats);
  });
  return stats;
}
