import { HEX_COLOR_PATTERN } from '@tessera/shared/domain/events/constants'
import { readableTextOn } from '@tessera/shared/domain/events/readable-color'
import elementCss from './element.css?inline'

/** A stylesheet built in script and adopted by shadow roots: a strict CSP allows it (no `<style>`). */
export function constructedSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  return sheet
}

let elementSheet: CSSStyleSheet | undefined

/** The button's styles, one sheet for every element of the page. */
export function sharedElementSheet(): CSSStyleSheet {
  elementSheet ??= constructedSheet(elementCss)
  return elementSheet
}

/** Adds `sheet` last to a shadow root's adopted stylesheets (once). */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/**
 * The organizer's book-button colour (the `color` attribute, else the event's), set as custom
 * properties on this element's own sheet; only a `#rrggbb` colour with a readable text colour on it
 * is taken, so nothing else ever reaches the CSS. The host page's `--tessera-accent` still wins.
 */
export function applyButtonColor(sheet: CSSStyleSheet, color: string | null | undefined): void {
  const text = color && HEX_COLOR_PATTERN.test(color) ? readableTextOn(color) : null
  sheet.replaceSync(':host {}')
  if (!color || !text) return
  const rule = sheet.cssRules[0] as CSSStyleRule
  rule.style.setProperty('--tessera-event-color', color)
  rule.style.setProperty('--tessera-event-text', text)
}
