import { createHash } from 'node:crypto'
import type { Assert } from '@japa/assert'

/** A Content-Security-Policy header as directive → sources. */
export function policyDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** Script types a browser never runs (data blocks). */
const DATA_BLOCKS = /^(application\/json|application\/ld\+json)$/i

/**
 * Fails unless `header` is a strict policy for `html`: no `'unsafe-inline'` or evaluated script,
 * every inline `<script>` a data block or allowed by its hash, every `<style>` element allowed by its hash or nonce (never by
 * `'unsafe-inline'`), no plugins, no `<base>`, reports to the endpoint. Answers the directives.
 */
export function assertStrictPolicy(assert: Assert, header: string | undefined, html: string) {
  const policy = policyDirectives(header)
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? []
  assert.isNotEmpty(scripts, 'a script source list')
  assert.notInclude(scripts, "'unsafe-inline'")
  assert.notInclude(scripts, "'unsafe-eval'")
  assert.deepEqual(policy.get('object-src'), ["'none'"])
  assert.deepEqual(policy.get('base-uri'), ["'none'"])
  assert.deepEqual(policy.get('report-uri'), ['/api/v1/csp-reports'])
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype="([^"]*)"/i.exec(attributes!)?.[1] ?? ''
    if (text!.trim() === '' || DATA_BLOCKS.test(type)) continue
    const hash = `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`
    assert.include(scripts, hash, `an inline script the policy refuses: ${text!.slice(0, 80)}`)
  }
  const styles = policy.get('style-src') ?? policy.get('default-src') ?? []
  assert.notInclude(styles, "'unsafe-inline'")
  for (const [, attributes, text] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
    const nonce = /\bnonce="([^"]*)"/i.exec(attributes!)?.[1]
    const hash = `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`
    const allowed =
      styles.includes(hash) || (nonce !== undefined && styles.includes(`'nonce-${nonce}'`))
    assert.isTrue(allowed, `an inline <style> the policy refuses: ${text!.slice(0, 80)}`)
  }
  return policy
}
