import type { UserConfig } from 'vite'

export type PageBuildOptions = { entry: string; outDir: string }

/** The browser build of a server-rendered page: hydrates the markup, with a manifest. */
export function pageClientConfig(options: PageBuildOptions): UserConfig

/** The server build of a server-rendered page, the one the API renders with. */
export function pageServerConfig(options: PageBuildOptions): UserConfig
