import proxyAddr from 'proxy-addr'

/** Which hop may tell Tessera the client's address (`X-Forwarded-For`) and protocol. */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * Reads `TRUSTED_PROXIES` with proxy-addr's semantics: empty (the default) trusts no proxy, so
 * `request.ip()` is the peer's address; a whole number `n` trusts the n hops nearest the server;
 * otherwise a comma-separated list of addresses, CIDR ranges and the names `loopback`,
 * `linklocal`, `uniquelocal`. A malformed value fails at boot rather than trusting anything.
 */
export function trustedProxies(setting: string | undefined): TrustProxy {
  const value = setting?.trim() ?? ''
  if (value === '') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const entries = value.split(',').map((entry) => entry.trim())
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message} in "${value}"`, { cause: error })
  }
}
