// Import boundaries, checked in CI with eslint-plugin-import-x (docs/architecture.md explains them).
//   - No import cycles anywhere in backend/src or frontend/src.
//   - Backend: the infrastructure is stacked in layers (LAYERS, lowest first); a layer imports only
//     the layers below it, never a peer or a layer above, and never a feature module. A feature
//     module reaches another only through its public surface: `<name>.module.ts`, `<name>.service.ts`
//     (the exported service API), its `dto/` (the shapes it answers with) and its `<name>.errors.ts`
//     (the error codes it answers with, and their factories). Access metadata lives
//     in common/access, so no feature imports auth to declare a route's rule. No folder imports the
//     top-level wiring (main.ts, app.module.ts, app.queues.ts, the factories and CLIs beside them).
//   - Frontend: shared code (components, lib, config) → features → app, one way; no
//     feature imports another; the admin console is imported by app/ only (lazily).
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = [
  'auth',
  'users',
  'catalogue',
  'documents',
  'bookmarks',
  'feedback',
  'reports',
  'seed',
  'health',
  'metrics',
];
/**
 * The infrastructure, lowest layer first, as the code needs it: database reads config; common (the
 * exception filter maps database errors, the throttlers read config) sits on both; storage and
 * queue (the outbox writes through database, jobs carry common's request context) are peers; mail
 * sends through the queue. Features sit above them all.
 */
const LAYERS = [['config'], ['database'], ['common'], ['storage', 'queue'], ['mail']];
const INFRASTRUCTURE = LAYERS.flat();
/**
 * Leaves below every layer: files that import nothing from the app (a zone checks it), so any
 * layer may use them. config normalises ADMIN_EMAIL with the one canonical e-mail form.
 */
const LEAVES = ['common/email.ts'];
const B = 'backend/src';

const backendZones = [
  // Another module only through its module and service files.
  ...FEATURES.flatMap((target) =>
    FEATURES.filter((from) => from !== target).map((from) => ({
      target: `${B}/${target}`,
      from: `${B}/${from}`,
      except: [`./${from}.module.ts`, `./${from}.service.ts`, './dto', `./${from}.errors.ts`],
      message: `Use ${from} through its public surface (${from}.module.ts, ${from}.service.ts, dto/, ${from}.errors.ts), not its internals.`,
    })),
  ),
  ...INFRASTRUCTURE.map((target) => ({
    target: `${B}/${target}`,
    from: FEATURES.map((f) => `${B}/${f}`),
    message: 'Infrastructure must not import feature modules.',
  })),
  // Each layer imports only the layers below it: not a peer, not a layer above.
  ...LAYERS.flatMap((layer, index) =>
    layer.flatMap((target) =>
      [...layer.filter((peer) => peer !== target), ...LAYERS.slice(index + 1).flat()].map((from) => ({
        target: `${B}/${target}`,
        from: `${B}/${from}`,
        except: LEAVES.filter((leaf) => leaf.startsWith(`${from}/`)).map((leaf) => `.${leaf.slice(from.length)}`),
        message: `Infrastructure layers run ${LAYERS.map((l) => l.join('/')).join(' → ')}: ${target} may not import ${from}.`,
      })),
    ),
  ),
  ...LEAVES.map((leaf) => ({
    target: `${B}/${leaf}`,
    from: B,
    message: 'A leaf imports nothing from the app: every layer may import it.',
  })),
  {
    target: [...FEATURES, ...INFRASTRUCTURE].map((m) => `${B}/${m}`),
    from: `${B}/*.ts`,
    message: 'Only the top-level wiring (main, factories, CLIs) imports app.module and its siblings.',
  },
];

const F = 'frontend/src';
// testing/ (test support) renders the whole app, so it sits above app/ and is not shared code.
const SHARED = ['components', 'lib', 'config'];
const FRONTEND_FEATURES = ['auth', 'documents', 'feedback', 'notifications'];
const frontendZones = [
  ...SHARED.map((target) => ({
    target: `${F}/${target}`,
    from: [`${F}/features`, `${F}/app`, `${F}/admin`],
    message: 'Shared code must not import features, app or admin.',
  })),
  ...FRONTEND_FEATURES.map((target) => ({
    target: `${F}/features/${target}`,
    from: [...FRONTEND_FEATURES.filter((f) => f !== target).map((f) => `${F}/features/${f}`), `${F}/app`, `${F}/admin`],
    message: 'Features meet only in app/: a feature imports neither another feature, app/ nor admin/.',
  })),
  {
    target: `${F}/admin`,
    from: `${F}/app`,
    message: 'The admin console must not import app/.',
  },
];

export default [
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports for no-cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendZones }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: frontendZones }] },
  },
];
