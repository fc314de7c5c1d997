/**
 * The nonce the page's Content-Security-Policy allows `<style>` elements with: the shell's
 * document carries it in `<meta name="csp-nonce">` (a fresh one per response, set by the API). A
 * library that injects a `<style>` is given it (Tiptap's `injectNonce`, react-easy-crop's `nonce`);
 * some read that meta tag themselves (ALTCHA, FullCalendar). Undefined on a page without one.
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined
}
