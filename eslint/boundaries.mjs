// Import boundaries, checked in CI with eslint-plugin-import-x (docs/architecture.md explains them).
//   - No import cycles anywhere in backend/src or frontend/src.
//   - Backend: a feature module reaches another only through its public surface: `<name>.module.ts`,
//     `<name>.service.ts` (the exported service API), its `dto/` (the shapes it answers with) and,
//     for auth, the access-rule decorators every controller uses; infrastructure (config, common, database,
//     storage, queue, mail) never imports a feature module; no folder imports the top-level
//     wiring (main.ts, app.module.ts, the factories and CLIs beside them).
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
const INFRASTRUCTURE = ['config', 'common', 'database', 'storage', 'queue', 'mail'];
const B = 'backend/src';
/** What other modules may import from a feature module, besides its module and service files. */
const PUBLIC_SURFACE = { auth: ['./auth.decorators.ts', './session.decorator.ts'] };

const backendZones = [
  // Another module only through its module and service files.
  ...FEATURES.flatMap((target) =>
    FEATURES.filter((from) => from !== target).map((from) => ({
      target: `${B}/${target}`,
      from: `${B}/${from}`,
      except: [`./${from}.module.ts`, `./${from}.service.ts`, './dto', ...(PUBLIC_SURFACE[from] ?? [])],
      message: `Use ${from} through its public surface (${from}.module.ts, ${from}.service.ts, dto/), not its internals.`,
    })),
  ),
  ...INFRASTRUCTURE.map((target) => ({
    target: `${B}/${target}`,
    from: FEATURES.map((f) => `${B}/${f}`),
    message: 'Infrastructure must not import feature modules.',
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
const FRONTEND_FEATURES = ['auth', 'documents', 'feedback'];
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
