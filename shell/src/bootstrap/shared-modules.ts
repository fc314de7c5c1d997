import { sharedPackage } from 'virtual:tessera/shared-package'

/**
 * The shell's own copy of each federation share (tooling/vite-app.mjs `federationShares`), as
 * remotes receive it: the very module instances the shell's code already runs, so a remote's React,
 * Lingui, `$session`, query cache, API client and UI kit are the shell's. `@tessera/shared`'s modules
 * come from `sharedPackage` (one import of each, in this lazy chunk only).
 */
export const sharedModules: Record<string, () => Promise<object>> = {
  ...Object.fromEntries(
    Object.entries(sharedPackage).map(([name, module]) => [name, () => Promise.resolve(module)]),
  ),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@lingui/core': () => import('@lingui/core'),
  '@lingui/react': () => import('@lingui/react'),
  nanostores: () => import('nanostores'),
  '@nanostores/react': () => import('@nanostores/react'),
  '@tanstack/react-query': () => import('./react-query'),
  ky: () => import('ky'),
  zod: () => import('./zod-builders').then((builders) => ({ z: builders })),
}
