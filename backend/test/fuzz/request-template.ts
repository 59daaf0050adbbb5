/**
 * What the generators produce: a request template that may point at live data through `Ref`s
 * (an id, a name, a cursor, a PDF). Generation is deterministic per seed; refs are resolved
 * against the data as it is when the request is sent (documents get deleted, names change),
 * and the resolved request is what a report prints.
 */
import { createHmac } from 'node:crypto';
import type { FuzzWorld, SignedInRole, WireRequest } from './fuzz-world';
import { multipartBody, multipartType } from './multipart';

export type Scope = Record<string, unknown>;

/** A value read from the world when the request is sent. */
export class Ref {
  constructor(
    readonly label: string,
    readonly pick: (world: FuzzWorld, scope: Scope) => unknown,
  ) {}
}

/** A path segment sent exactly as written (no percent-encoding), e.g. `%ZZ` or `..`. */
export class RawSegment {
  constructor(readonly text: string) {}
}

export type AuthChoice =
  | { kind: 'none' }
  | { kind: 'role'; role: SignedInRole; via: 'cookie' | 'bearer' | 'both' }
  | { kind: 'forged'; label: string; token: unknown; via: 'cookie' | 'bearer' };

export interface PartTemplate {
  name: string;
  value: unknown;
  filename?: string;
  contentType?: string;
}

export type BodyTemplate =
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; size: number; fill: string; contentType?: string }
  | {
      kind: 'multipart';
      parts: PartTemplate[];
      boundary: string;
      /** The boundary the Content-Type header announces (differs to test a mismatch). */
      announced?: string | null;
      unterminated?: boolean;
      contentType?: string;
    };

export interface RequestTemplate {
  op: string;
  method: string;
  path: string;
  pathParams: Record<string, unknown>;
  query: [string, unknown][];
  /** Appended to the query string unencoded. */
  rawQuery?: string;
  headers: [string, unknown][];
  auth: AuthChoice;
  body?: BodyTemplate;
  /** Index of the client address (per-IP limits count it). */
  ip: number;
}

/** A resolved request: the wire form without credentials, and who sends it. */
export interface ResolvedRequest {
  op: string;
  wire: WireRequest;
  auth:
    | { kind: 'none' }
    | { kind: 'role'; role: SignedInRole; via: string }
    | { kind: 'forged'; label: string; token: string; via: string };
}

/** Percent-encodes every byte outside RFC 3986's unreserved set (lone surrogates become U+FFFD). */
export function encodeComponent(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Header values as HTTP can carry them (visible Latin-1); anything else becomes '?'. */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

function resolveValue(value: unknown, world: FuzzWorld, scope: Scope, depth = 0): unknown {
  if (value instanceof Ref) return value.pick(world, scope);
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, world, scope, depth + 1));
  // Own keys named __proto__ or constructor are kept as own data properties.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: resolveValue((value as Record<string, unknown>)[key], world, scope, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === undefined) return '';
  if (typeof value === 'boolean' || value === null || typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  return JSON.stringify(value) ?? '';
}

export function resolveTemplate(template: RequestTemplate, world: FuzzWorld): ResolvedRequest {
  const scope: Scope = {};
  let path = template.path;
  for (const match of template.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    const raw = template.pathParams[name];
    const value = raw instanceof RawSegment ? raw : resolveValue(raw, world, scope);
    scope[name] = value instanceof RawSegment ? value.text : value;
    path = path.replace(`{${name}}`, value instanceof RawSegment ? value.text : encodeComponent(asText(value)));
  }
  const query: string[] = [];
  for (const [key, raw] of template.query) {
    const value = resolveValue(raw, world, scope);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) query.push(`${encodeComponent(key)}=${encodeComponent(asText(v))}`);
  }
  if (template.rawQuery !== undefined) query.push(template.rawQuery);
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;

  const headers: Record<string, string> = {};
  for (const [name, raw] of template.headers) {
    const value = headerSafe(asText(resolveValue(raw, world, scope)));
    headers[name] = headers[name] !== undefined && name === 'cookie' ? `${headers[name]}; ${value}` : value;
  }

  let payload: string | Buffer | undefined;
  const body = template.body;
  if (body?.kind === 'json') {
    payload = JSON.stringify(resolveValue(body.value, world, scope)) ?? '';
    headers['content-type'] ??= body.contentType ?? 'application/json';
  } else if (body?.kind === 'text') {
    payload = body.text;
    if (body.contentType !== undefined) headers['content-type'] ??= body.contentType;
  } else if (body?.kind === 'bytes') {
    payload = Buffer.alloc(body.size, body.fill);
    if (body.contentType !== undefined) headers['content-type'] ??= body.contentType;
  } else if (body?.kind === 'multipart') {
    const parts = body.parts.map((part) => {
      const value = resolveValue(part.value, world, scope);
      return {
        name: part.name,
        value: Buffer.isBuffer(value) ? value : asText(value),
        filename: part.filename,
        contentType: part.contentType,
      };
    });
    payload = multipartBody(parts, { boundary: body.boundary, unterminated: body.unterminated });
    const announced = body.announced === undefined ? body.boundary : body.announced;
    headers['content-type'] ??=
      body.contentType ?? (announced === null ? 'multipart/form-data' : multipartType(announced));
  }

  let auth: ResolvedRequest['auth'] = { kind: 'none' };
  if (template.auth.kind === 'role') auth = { kind: 'role', role: template.auth.role, via: template.auth.via };
  if (template.auth.kind === 'forged') {
    auth = {
      kind: 'forged',
      label: template.auth.label,
      token: headerSafe(asText(resolveValue(template.auth.token, world, scope))),
      via: template.auth.via,
    };
  }
  // The client's address (per-IP limits count it); X-Forwarded-For is only a header like any other.
  const remoteAddress = `10.${(template.ip >> 16) & 255}.${(template.ip >> 8) & 255}.${template.ip & 255}`;
  return { op: template.op, wire: { method: template.method, url, headers, payload, remoteAddress }, auth };
}

/** The wire request with the credentials of the moment added. */
export function withCredentials(resolved: ResolvedRequest, world: FuzzWorld): WireRequest {
  const headers = { ...resolved.wire.headers };
  const addCookie = (cookie: string) => {
    headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
  };
  const apply = (token: string, via: string) => {
    if (via === 'bearer' || via === 'both') headers.authorization = `Bearer ${token}`;
    if (via === 'cookie' || via === 'both') addCookie(`accessToken=${token}`);
  };
  if (resolved.auth.kind === 'role') apply(world.sessions[resolved.auth.role].accessToken, resolved.auth.via);
  if (resolved.auth.kind === 'forged') apply(resolved.auth.token, resolved.auth.via);
  return { ...resolved.wire, headers };
}

export function authLabel(auth: ResolvedRequest['auth']): string {
  if (auth.kind === 'none') return 'guest';
  if (auth.kind === 'role') return `${auth.role} (${auth.via})`;
  return `forged token: ${auth.label} (${auth.via})`;
}

/** An HS256 JWT, for tokens signed with a wrong secret or already expired. */
export function hs256(payload: Record<string, unknown>, secret: string): string {
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o), 'utf8').toString('base64url');
  const head = encode({ alg: 'HS256', typ: 'JWT' });
  const body = encode(payload);
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
