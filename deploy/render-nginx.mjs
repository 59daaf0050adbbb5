// Renders deploy/nginx.conf (the production config) into one that runs anywhere, unprivileged:
// the lines marked `# render:` are replaced and every /var/... path moves under `prefix`.
// Nothing else changes, so what the tests and the load suite run is the shipped config.
//
//   import { renderNginxConfig } from './deploy/render-nginx.mjs';
//   const text = renderNginxConfig({ listenPort: 8080, apiUpstreams: ['127.0.0.1:3001'], prefix: '/tmp/x', uploadMaxMb: 100 });
//   // write it to a file, then: nginx -p /tmp/x -e /tmp/x/error.log -c FILE -g 'daemon off;'
//
// `prefix` must exist (nginx creates the temp and cache folders in it); when nginx starts as root
// its workers run as `nobody`, so it must be readable by them (e.g. mode 0755 up the tree).
// Files under prefix: nginx.pid, error.log, access.log, *_temp/, assets_cache/.
import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';

export const TEMPLATE_URL = new URL('./nginx.conf', import.meta.url);

/** Where the shipped config puts things, and where the rendered one does. */
const PATHS = [
  ['/var/run/nginx.pid', (prefix) => `${prefix}/nginx.pid`],
  ['/var/log/nginx/', (prefix) => `${prefix}/`],
  ['/var/cache/nginx/', (prefix) => `${prefix}/`],
];

/**
 * @param {{ listenPort: number, apiUpstreams: string[], prefix: string, uploadMaxMb?: number,
 *           listenHost?: string, template?: string }} options
 *   apiUpstreams: `host:port` of each API process; uploadMaxMb: the apps' UPLOAD_MAX_MB (100);
 *   listenHost: address to listen on (127.0.0.1); template: the config text (deploy/nginx.conf).
 * @returns {string} the nginx.conf text
 */
export function renderNginxConfig({
  listenPort,
  apiUpstreams,
  prefix,
  uploadMaxMb = 100,
  listenHost = '127.0.0.1',
  template = readFileSync(TEMPLATE_URL, 'utf8'),
}) {
  if (!Number.isInteger(listenPort) || listenPort < 1 || listenPort > 65535)
    throw new Error(`listenPort: ${listenPort}`);
  if (!Array.isArray(apiUpstreams) || apiUpstreams.length === 0)
    throw new Error('apiUpstreams: give at least one host:port');
  for (const upstream of apiUpstreams) {
    if (!/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(upstream))
      throw new Error(`apiUpstreams: not host:port: ${upstream}`);
  }
  if (typeof prefix !== 'string' || !isAbsolute(prefix) || /[\s;'"{}$]/.test(prefix)) {
    throw new Error(`prefix: an absolute path without spaces or nginx syntax: ${prefix}`);
  }
  if (!Number.isInteger(uploadMaxMb) || uploadMaxMb < 1) throw new Error(`uploadMaxMb: ${uploadMaxMb}`);
  const root = prefix.replace(/\/+$/, '');

  const seen = new Map();
  const lines = template.split('\n').flatMap((line) => {
    const marker = /\s*#\s*render:\s*([a-z-]+)\s*$/.exec(line);
    if (!marker) return [line];
    const name = marker[1];
    seen.set(name, (seen.get(name) ?? 0) + 1);
    const directive = line.slice(0, marker.index);
    const indent = /^\s*/.exec(directive)[0];
    switch (name) {
      case 'drop':
        return [];
      case 'listen':
        return [`${indent}listen ${listenHost}:${listenPort};`];
      case 'upload-max':
        return [`${indent}client_max_body_size ${uploadMaxMb + 1}m;`];
      case 'api-servers': {
        // Keep the shipped parameters (max_fails, fail_timeout, ...) but `resolve`: the servers
        // here are addresses, and nginx before 1.27.3 does not know the parameter.
        const match = /^\s*server\s+\S+((?:\s+[^\s;]+)*)\s*;\s*$/.exec(directive);
        if (!match) throw new Error(`render: api-servers marks a line that is not a server directive: ${line}`);
        const parameters = match[1].split(/\s+/).filter((p) => p !== '' && p !== 'resolve');
        return apiUpstreams.map((address) => `${indent}${['server', address, ...parameters].join(' ')};`);
      }
      default:
        throw new Error(`render: unknown marker "${name}" in nginx.conf`);
    }
  });
  for (const [name, count] of [
    ['listen', 1],
    ['api-servers', 1],
    ['upload-max', 1],
    ['drop', 1],
  ]) {
    if (seen.get(name) !== count)
      throw new Error(`render: expected ${count} line(s) marked "${name}" in nginx.conf, found ${seen.get(name) ?? 0}`);
  }

  let text = lines.join('\n');
  for (const [from, to] of PATHS) text = text.split(from).join(to(root));
  const leftover = /\/var\/\S*/.exec(text.replace(/#.*$/gm, ''));
  if (leftover) throw new Error(`render: a path was not moved under prefix: ${leftover[0]}`);
  return text;
}
