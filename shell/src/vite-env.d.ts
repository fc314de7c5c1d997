/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The shell's `@tessera/shared` modules that remotes share, by specifier (tooling/vite-app.mjs). */
declare module 'virtual:tessera/shared-package' {
  export const sharedPackage: Record<string, object>
}

interface ImportMetaEnv {
  /** Links of the frame's footer: the operator's legal texts and feedback channel (unset: not shown). */
  readonly VITE_TERMS_OF_USE_URL?: string
  readonly VITE_TERMS_AND_CONDITIONS_URL?: string
  readonly VITE_FEEDBACK_URL?: string
}
