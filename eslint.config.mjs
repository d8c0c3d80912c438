// Lint rules for the whole monorepo; the last blocks keep each layer's dependencies pointing down.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**'] },
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No module imports itself through others: each game's flow, each layer, reads top to bottom.
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/client/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The rules package is pure: no frameworks, no Node, no ambient randomness or clock.
    files: ['packages/rules/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'packages/rules is pure: no Node built-ins.',
          })),
          patterns: [
            { group: ['node:*'], message: 'packages/rules is pure: no Node built-ins.' },
            {
              group: ['colyseus', 'colyseus.js', '@colyseus/*'],
              message: 'packages/rules knows no Colyseus.',
            },
            { group: ['phaser', 'phaser/*'], message: 'packages/rules knows no Phaser.' },
            { group: ['@flotilla/*'], message: 'packages/rules depends on no other Flotilla package.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG kept in the game state.' },
        { object: 'Date', property: 'now', message: 'Rules do not read the clock.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'packages/rules is pure.' },
        { name: 'require', message: 'packages/rules is pure.' },
        { name: 'Buffer', message: 'packages/rules is pure.' },
        { name: 'setTimeout', message: 'packages/rules is pure.' },
        { name: 'setInterval', message: 'packages/rules is pure.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Rules do not read the clock.' },
      ],
    },
  },
  {
    // One file alone reaches into Colyseus's private parts (issue 31): an upgrade that moves one breaks there, and in
    // its test that pins them, and nowhere else.
    files: ['apps/server/src/**/*.ts', 'apps/bench/src/**/*.ts'],
    ignores: [
      'apps/server/src/rooms/colyseus-internals.ts',
      'apps/server/src/rooms/colyseus-internals.test.ts',
    ],
    rules: {
      // The typescript-eslint twin of `no-restricted-imports`, so that the block on apps importing apps keeps its own.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@colyseus/core',
              importNames: ['ClientPrivate', 'ClientState', 'RoomInternalState'],
              message:
                "Colyseus's internals are reached from apps/server/src/rooms/colyseus-internals.ts only.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[property.name=/^_{1,2}(COLYSEUS)$/]',
          'MemberExpression[computed=true][property.value=/^_{1,2}(COLYSEUS)$/]',
          'MethodDefinition[key.name=/^_{1,2}(COLYSEUS)$/]',
          'PropertyDefinition[key.name=/^_{1,2}(COLYSEUS)$/]',
          'TSPropertySignature[key.name=/^_{1,2}(COLYSEUS)$/]',
        ].map((selector) => ({
          selector: selector.replace(
            'COLYSEUS',
            [
              'serializer',
              'onMessage',
              'onJoin',
              'onLeave',
              'onAfterLeave',
              'events',
              'reservedSeats',
              'reservedSeatTimeouts',
              'reserveSeat',
              'reconnections',
              'reconnectingSessionId',
              'internalState',
              'lockedExplicitly',
              'autoDisposeTimeout',
              'afterNextPatchQueue',
              'simulationInterval',
              'dispose',
              'disposeIfEmpty',
              'forciblyCloseClient',
              'incrementClientCount',
              'decrementClientCount',
              'dequeueAfterPatchMessages',
              'init',
              'client',
            ].join('|'),
          ),
          message: "Colyseus's internals are reached from apps/server/src/rooms/colyseus-internals.ts only.",
        })),
        // The WebSocket transport's protected `ws` server (`transportSockets`) and the Redis presence's protected
        // connections (`redisConnectionsOf`); nothing else in the server is named so.
        ...[
          'MemberExpression[property.name=/^(wss|pub|sub)$/]',
          'MemberExpression[computed=true][property.value=/^(wss|pub|sub)$/]',
          'TSPropertySignature[key.name=/^(wss|pub|sub)$/]',
        ].map((selector) => ({
          selector,
          message: "Colyseus's internals are reached from apps/server/src/rooms/colyseus-internals.ts only.",
        })),
      ],
    },
  },
  {
    files: ['packages/protocol/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@flotilla/server', '@flotilla/client', 'phaser'],
              message: 'protocol sits below server and client.',
            },
          ],
        },
      ],
    },
  },
  {
    // An app never imports another app: what two apps share lives in a package below them. The one exception is the
    // benchmark, which runs the server as any client program would: through its `exports` map, never its `src`.
    files: ['apps/client/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@flotilla/server',
                '@flotilla/server/*',
                '@flotilla/simulator',
                '@flotilla/simulator/*',
                '@flotilla/bench',
                '@flotilla/bench/*',
              ],
              message: 'The client imports no other app: share through packages/protocol or packages/rules.',
            },
            {
              group: ['**/server/src/**', '**/simulator/src/**', '**/bench/src/**'],
              message: 'The client imports no other app: share through packages/protocol or packages/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test builders live beside their tests (`table/<game>/testing/`, the packages' `/testing` entries): the shipped
    // client never imports them. The typescript-eslint twin, so that the block above keeps its own rule.
    files: ['apps/client/src/**/*.ts'],
    ignores: ['apps/client/src/**/*.test.ts', 'apps/client/src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/testing', '**/testing/*'], message: 'Test helpers are for tests only.' }],
        },
      ],
    },
  },
  {
    // The synced state's JSON strings are decoded once, typed, in `@flotilla/protocol/wire`: what a table, a
    // broadcast or a replay shows never parses them by hand. Tests build strings as they like; the two files that
    // read back what this device stored are not reading the synced state.
    files: ['apps/client/src/{table,broadcast,replay}/**/*.ts'],
    ignores: [
      'apps/client/src/**/*.test.ts',
      'apps/client/src/**/testing/**',
      'apps/client/src/replay/archive.ts',
      'apps/client/src/table/log-memory.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'JSON',
          property: 'parse',
          message:
            'Read the synced state through @flotilla/protocol/wire (awaitedSeats, seatSecret, finalScores…).',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@flotilla/client', '@flotilla/client/*', '**/client/src/**', 'phaser', 'phaser/*'],
              message: 'The server imports no client: share through packages/protocol.',
            },
            {
              group: [
                '@flotilla/simulator',
                '@flotilla/simulator/*',
                '**/simulator/src/**',
                '@flotilla/bench',
                '@flotilla/bench/*',
                '**/bench/src/**',
              ],
              message:
                'The server imports no other app (the benchmark imports the server, never the reverse).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@flotilla/client', '@flotilla/client/*', '**/client/src/**', 'phaser', 'phaser/*'],
              message: 'The simulator imports no client: share through packages/protocol.',
            },
            {
              group: [
                '@flotilla/server',
                '@flotilla/server/*',
                '**/server/src/**',
                '@flotilla/bench',
                '@flotilla/bench/*',
                '**/bench/src/**',
              ],
              message: 'The simulator imports no other app: share through packages/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmark runs the server as a client program would, through its `exports` map (`@flotilla/server/boot`,
    // `/table-encoding`, `/v8-flags`, `/testing`), and reaches under colyseus.js's surface in one file only.
    files: ['apps/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@flotilla/client',
                '@flotilla/client/*',
                '**/client/src/**',
                '@flotilla/simulator',
                '@flotilla/simulator/*',
                '**/simulator/src/**',
                'phaser',
                'phaser/*',
              ],
              message: 'The benchmark imports no app but the server.',
            },
            {
              group: ['**/server/src/**'],
              message:
                'The benchmark imports the server through its exports map (@flotilla/server/boot, …), not its src.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['connection', 'transport', 'onmessage'].map((property) => ({
          property,
          message: "colyseus.js's WebSocket is reached from apps/bench/src/client-socket.ts only.",
        })),
      ],
    },
  },
  {
    files: ['apps/bench/src/client-socket.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Packages meet at their public entry points (the `exports` maps): nothing imports another package's `src`.
    // import-x's rule, not no-restricted-imports: a later block's options for a rule replace an earlier block's, and
    // both that rule and its typescript-eslint twin already guard the layers above.
    files: ['**/*.ts', '**/*.mjs'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-internal-modules': ['error', { forbid: ['@flotilla/*/src', '@flotilla/*/src/**'] }],
    },
  },
);
