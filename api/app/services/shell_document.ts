import { readFileSync, statSync } from 'node:fs'
import { escapeHtml } from '@tessera/shared/html'
import { shellIndex } from '#services/frontend_files'

let cached: { file: string; mtimeMs: number; before: string; after: string } | null = null

/** The built index.html split where the nonce's meta tag goes (after `<head>`), read once per build. */
function parts() {
  const file = shellIndex()
  const { mtimeMs } = statSync(file)
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    const html = readFileSync(file, 'utf8')
    const head = /<head[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html)
    const at = head ? head.index + head[0].length : 0
    cached = { file, mtimeMs, before: html.slice(0, at), after: html.slice(at) }
  }
  return cached
}

/**
 * The shell's document for one response, carrying that response's style nonce in
 * `<meta name="csp-nonce">`: the place libraries that inject `<style>` elements read it from
 * (FullCalendar, ALTCHA; others are given it: docs/DECISIONS.md "Security headers").
 */
export function shellDocument(nonce: string): string {
  const { before, after } = parts()
  return `${before}<meta name="csp-nonce" content="${escapeHtml(nonce)}">${after}`
}
