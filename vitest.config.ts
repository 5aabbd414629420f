import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests, block contract tests and platform integration tests (PGlite).
// Playwright owns tests/e2e; vitest must never pick those up.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'blocks/**/*.test.ts',
      'blocks/**/*.test.tsx',
      'schemas/**/*.test.ts',
      'tests/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**', '.data/**'],
    environment: 'node',
    // The machine has 2 cores: forked workers isolate PGlite instances (WASM heaps)
    // per file, and two of them keep both cores busy without thrashing.
    pool: 'forks',
    maxWorkers: 2,
    // A test collects garbage on purpose (server/remix-handler.test.ts: a relay must end its
    // upstream call after Remix's request copies are gone).
    execArgv: ['--expose-gc'],
    // PGlite boot, migrations and argon2 take seconds each on a busy 2-core box; the
    // platform tests restart servers inside a test. Generous, since none is timed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
  },
});
