import type { Plugin } from 'vite'

/** Compiles Lingui macros with Babel before anything else sees the module. */
export function linguiMacro(): Plugin
