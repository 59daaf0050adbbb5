/**
 * How every headless Chromium of ours starts (browser journeys, `npm run bench:web`): Debian's
 * build, and no background connections (this machine's closed network refuses them).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
