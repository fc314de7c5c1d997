import type { IncomingMessage } from 'node:http'
import { test } from '@japa/runner'
import proxyAddr from 'proxy-addr'
import { trustedProxies } from '#lib/trusted_proxies'

/** The client address the HTTP server derives for a request from `peer` forwarded through `chain`. */
function clientAddress(setting: string | undefined, peer: string, chain: string) {
  const request = {
    headers: { 'x-forwarded-for': chain },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage
  return proxyAddr(request, trustedProxies(setting))
}

test.group('TRUSTED_PROXIES', () => {
  test('unset or empty: the peer is the client, whatever it forwards', ({ assert }) => {
    assert.equal(clientAddress(undefined, '127.0.0.1', '198.51.100.7'), '127.0.0.1')
    assert.equal(clientAddress('  ', '10.0.0.2', '198.51.100.7'), '10.0.0.2')
  })

  test('names and ranges: forwarded addresses are read back to the first untrusted hop', ({
    assert,
  }) => {
    assert.equal(clientAddress('loopback', '127.0.0.1', '198.51.100.7'), '198.51.100.7')
    // A client that forges the header cannot go past the untrusted hop that added its address.
    assert.equal(
      clientAddress('loopback', '127.0.0.1', '203.0.113.9, 198.51.100.7'),
      '198.51.100.7',
    )
    assert.equal(clientAddress('10.0.0.0/8, loopback', '127.0.0.1', '1.2.3.4, 10.1.1.1'), '1.2.3.4')
    // A peer outside the list is the client even when it sends the header.
    assert.equal(clientAddress('10.0.0.0/8', '192.0.2.5', '198.51.100.7'), '192.0.2.5')
  })

  test('a hop count trusts that many hops nearest the server', ({ assert }) => {
    assert.equal(clientAddress('1', '192.0.2.5', '203.0.113.9, 198.51.100.7'), '198.51.100.7')
    assert.equal(clientAddress('2', '192.0.2.5', '203.0.113.9, 198.51.100.7'), '203.0.113.9')
  })

  test('a malformed setting fails at boot instead of trusting anything', ({ assert }) => {
    assert.throws(() => trustedProxies('loopback, not-an-address'), /TRUSTED_PROXIES/)
  })
})
