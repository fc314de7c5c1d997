/** The modules a source imports at run time, as written (value imports and dynamic imports). */
export function runtimeImports(text: string): string[]

/**
 * The `@tessera/shared` modules the federation shares (ids without the prefix, sorted): those the
 * shell's sources (`appSrc`) import and what they import in turn, where every library reached is
 * one of `singletons`. Needs shared's build (`shared/dist`).
 */
export function sharedPackageModules(singletons: Record<string, unknown>, appSrc?: string): string[]
