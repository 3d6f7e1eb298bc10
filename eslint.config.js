import { readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = path.join(import.meta.dirname, 'web/src');
const webPath = (...parts) => path.join(web, ...parts);
const features = readdirSync(webPath('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The lib modules that components may use: plain helpers that hold no app state and call no
 * API. Every other lib module (the API client, the session, mutations, shared queries) is for
 * features and app only.
 */
const libForComponents = [
  './download.ts',
  './escape-html.ts',
  './select-options.ts',
  './toast.ts',
  './use-choice-while-saving.ts',
  './venue-time.ts',
];

/**
 * The web app's layers, lowest first: config, lib, components, features, app. A layer imports
 * only from itself and the layers below it, and a feature only from itself. server/ sits above
 * them all: what renders pages on the server, imported by entry-server.tsx only.
 */
const webBoundaries = [
  ...features.map((feature) => ({
    target: webPath('features', feature),
    from: webPath('features'),
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/.',
  })),
  {
    target: webPath('features'),
    from: webPath('app'),
    message: 'Features do not import app/: app/ composes features.',
  },
  {
    target: webPath('components'),
    from: [webPath('features'), webPath('app')],
    message: 'Components are shared: they take what a feature knows as props.',
  },
  {
    target: webPath('components'),
    from: webPath('lib'),
    except: libForComponents,
    message: 'Components use only the plain lib helpers, not the API, session or mutations.',
  },
  {
    target: webPath('lib'),
    from: [webPath('components'), webPath('features'), webPath('app')],
    message: 'lib/ is below components, features and app: it imports none of them.',
  },
  {
    target: webPath('config'),
    from: [webPath('lib'), webPath('components'), webPath('features'), webPath('app')],
    message: 'config/ is the lowest layer: it imports only config.',
  },
  {
    target: ['config', 'lib', 'components', 'features', 'app'].map((layer) => webPath(layer)),
    from: webPath('server'),
    message: 'server/ is the server bundle (entry-server.tsx): the app does not import it.',
  },
];

const repo = (...parts) => path.join(import.meta.dirname, ...parts);
const services = readdirSync(repo('services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'registry')
  .map((entry) => entry.name);

/**
 * The back end's boundaries: packages are the bottom and import none of the deliverables; a
 * service imports no other service (it calls its declared routes or hears its events); the
 * gateway and the worker know the services only through the registry package.
 */
const serverBoundaries = [
  {
    target: repo('packages'),
    from: [repo('services'), repo('gateway'), repo('worker'), repo('web')],
    message: 'Packages are shared code: they import no service, gateway, worker or web code.',
  },
  ...services.map((service) => ({
    // Its tests may host the services it works with, as the product does.
    target: repo('services', service, 'src'),
    from: repo('services'),
    except: [`./${service}`],
    message:
      'A service does not import another service: call its declared routes or hear its events.',
  })),
  {
    target: [repo('gateway/src'), repo('worker/src')],
    from: repo('services'),
    except: ['./registry'],
    message: 'The gateway and the worker reach the services through @venue/registry only.',
  },
];

/**
 * The product's own tests (tests/) and the benchmarks (load-tests/) stand outside the services:
 * they host a service by its module (`@venue/<service>/<service>.service`) or the registry,
 * never by its internals. The scale seed alone writes a data folder straight through some services' stores
 * (200,000 requests would outlast the bench): the files it writes through are named here, so any
 * other reach into a service bites.
 */
const scaleSeedWritesThrough = [
  'catalogue/src/catalogue.seed.ts',
  'catalogue/src/catalogue.file-format.ts',
  'events/src/events.repository.ts',
  'events/src/events.read-model.ts',
  'gallery/src/gallery.repository.ts',
  'gallery/src/gallery.images.ts',
  'integrations/src/ai/copywriter.ts',
  'integrations/src/integrations.repository.ts',
  'leaderboard/src/leaderboard.repository.ts',
  'operations/src/cleaning.repository.ts',
  'operations/src/machine-reports.repository.ts',
  'schedule/src/schedule.repository.ts',
];
/** Every service's internals but its module, the registry, and the files `allowed` names. */
const serviceInternals = (...allowed) => ({
  from: repo('services/*/src/**'),
  // One glob: an exception must be one where `from` is.
  except: [repo(`services/{${['*/src/*.service.ts', 'registry/src/registry.ts', ...allowed]}}`)],
});
const outsideBoundaries = [
  {
    target: repo('tests'),
    ...serviceInternals(),
    message:
      'tests/ hosts a service by its module (@venue/<service>/<service>.service) or the registry only.',
  },
  {
    target: repo('load-tests'),
    ...serviceInternals(...scaleSeedWritesThrough),
    message:
      'load-tests/ hosts a service by its module (@venue/<service>/<service>.service) or the registry only; the scale seed writes through the files eslint.config.js names.',
  },
];

/**
 * Server code outside tests keeps every function within 120 lines: a longer one is split by use
 * case, one a file. Tests, test support and contract suites (describe blocks) are exempt.
 */
const serverCode = ['packages', 'services', 'gateway', 'worker', 'scripts'].map(
  (dir) => `${dir}/**/*.ts`,
);
const testCode = [
  '**/*.test.ts',
  '**/test/**',
  '**/test-support/**',
  '**/*.contract.ts',
  'packages/test-helpers/**',
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/**/*.ts', 'services/**/*.ts', 'gateway/**/*.ts', 'worker/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: repo('tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }],
    },
  },
  {
    files: ['tests/**/*.ts', 'load-tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [repo('tsconfig.json'), repo('tests/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: outsideBoundaries }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**'],
              message:
                'Import a service by its package name (@venue/<service>/...), not by its path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: serverCode,
    ignores: testCode,
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    files: ['gateway/src/**/*.ts', 'worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**'],
              message: 'Import the registry as @venue/registry/registry, not by its path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'web/tsconfig.json'),
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    // The web app keeps every function within 120 lines too: a longer component is split by use
    // case (a hook for its state, a component for each part it shows).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
);
