/**
 * The shell's own copy of each federation singleton (tooling/vite-app.mjs `sharedSingletons`), as
 * remotes receive it: the very module instances the shell's code already runs, so a remote's React,
 * Lingui, `$session` and query cache are the shell's.
 */
export const sharedModules: Record<string, () => Promise<object>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@lingui/core': () => import('@lingui/core'),
  '@lingui/react': () => import('@lingui/react'),
  nanostores: () => import('nanostores'),
  '@nanostores/react': () => import('@nanostores/react'),
  '@tessera/shared/stores/session': () => import('@tessera/shared/stores/session'),
  '@tessera/shared/stores/locale': () => import('@tessera/shared/stores/locale'),
  '@tanstack/react-query': () => import('./react-query'),
  '@tessera/shared/data/query-client': () => import('@tessera/shared/data/query-client'),
  ky: () => import('ky'),
  zod: () => import('./zod-builders').then((builders) => ({ z: builders })),
}
