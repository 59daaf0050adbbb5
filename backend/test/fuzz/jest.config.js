/**
 * `npm run test:fuzz`: the property-based API fuzzer and the access matrix (test/fuzz/*.fuzz-spec.ts),
 * with the backend's Jest setup. One suite at a time: both boot an app and send thousands of
 * requests (what they assert is work and answers, so a busy machine only slows them).
 */
const { join } = require('node:path');
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  rootDir: join(__dirname, '..', '..'),
  testMatch: ['<rootDir>/test/fuzz/**/*.fuzz-spec.ts'],
  maxWorkers: 1,
  testTimeout: 600000, // a hang guard: a loaded machine stretches thousands of requests many times over
};
