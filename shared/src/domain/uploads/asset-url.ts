const ABSOLUTE = /^https?:\/\//i

/**
 * The address of a stored file (spec "events" §3 "Image paths", "accounts" §3 profile_image): a path
 * that does not start with http or https is prefixed with the asset host; absolute URLs are kept.
 */
export function assetUrl(path: string | null | undefined, assetHost: string): string | null {
  if (!path) return null
  if (ABSOLUTE.test(path)) return path
  return `${assetHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
