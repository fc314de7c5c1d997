import { isIP } from 'node:net'
import type { HttpContext } from '@adonisjs/core/http'

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via']

/** 127.0.0.0/8, `::1`, or an IPv4 loopback address mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const ipv4 = address.replace(/^::ffff:/i, '')
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.')
  return address === '::1'
}

/**
 * A request made on this machine: the peer of the socket is a loopback address and no proxy says
 * it forwarded the request (a reverse proxy on the same host connects from loopback too).
 */
export function isLoopbackRequest(request: HttpContext['request']): boolean {
  if (FORWARDING_HEADERS.some((name) => request.header(name) !== undefined)) return false
  return isLoopbackAddress(request.request.socket.remoteAddress)
}
