import type { Plugin } from 'vite'
import type { ViteUserConfig } from 'vitest/config'

/** One Module Federation share. */
export type ShareConfig = { singleton: boolean; requiredVersion: string | false }

export type Shares = Record<string, ShareConfig>

/** The singletons every app shares (one React, one Lingui, the cross-app stores, …). */
export const sharedSingletons: Shares

/** Every federation share: the singletons and the `@tessera/shared` modules the shell runs. */
export function federationShares(): Shares

/** The shell's own instance of each shared module (`virtual:tessera/shared-package`). */
export function sharedPackageProvider(shares?: Shares): Plugin

/** The Lingui macro and catalog plugins. */
export function linguiPlugins(): Plugin[]

export type TesseraAppOptions = {
  name: string
  exposes?: Record<string, string>
  /** The shell (the federation host) rather than a remote. */
  host?: boolean
  port: number
}

/** The Vite (and Vitest) configuration of a front end. */
export function tesseraApp(options: TesseraAppOptions): ViteUserConfig
