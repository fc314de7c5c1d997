import { test } from '@japa/runner'
import { cspHash, originSource, policyText } from '#services/csp/content_security_policy'

test.group('Content-Security-Policy sources', () => {
  test('a configured URL gives its origin; {s} subdomains become *; relative or odd URLs give none', ({
    assert,
  }) => {
    assert.deepEqual(originSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), [
      'https://tile.openstreetmap.org',
    ])
    assert.deepEqual(originSource('https://{s}.tile.example.org/{z}/{x}/{y}.png'), [
      'https://*.tile.example.org',
    ])
    assert.deepEqual(originSource('HTTP://127.0.0.1:4100/reverse'), ['http://127.0.0.1:4100'])
    assert.deepEqual(originSource('https://cdn.example.org'), ['https://cdn.example.org'])
    assert.deepEqual(originSource('/mfe/manage/remoteEntry.js'), [])
    for (const odd of [
      'javascript:alert(1)',
      "https://a.example;script-src 'unsafe-inline'",
      'https://a b',
    ])
      assert.deepEqual(originSource(odd), [], odd)
  })

  test('a hash is the SHA-256 of the exact text; a policy lists its directives in order', ({
    assert,
  }) => {
    assert.equal(cspHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    assert.equal(
      policyText({ 'default-src': ["'none'"], 'style-src': ["'self'", 'data:'], sandbox: [] }),
      "default-src 'none'; style-src 'self' data:; sandbox",
    )
  })
})
