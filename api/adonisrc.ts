import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    { file: () => import('#providers/mail_worker_provider'), environment: ['web'] },
    { file: () => import('#providers/hold_sweeper_provider'), environment: ['web'] },
    { file: () => import('#providers/wal_checkpoint_provider'), environment: ['web'] },
    { file: () => import('#providers/order_writer_provider'), environment: ['web'] },
  ],
  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/migrations'), environment: ['console', 'test'] },
  ],
  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec(.ts|.js)'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec(.ts|.js)'], name: 'functional', timeout: 30000 },
    ],
    forceExit: false,
  },
  metaFiles: [{ pattern: 'database/demo_accounts.json', reloadServer: false }],
})
