import { escapeHtml } from '@tessera/shared/html'
import { cspHash } from '#services/csp/content_security_policy'

/**
 * The public page's one inline script: it adds the page's modules (module preloads, then the
 * scripts, run in order) once the content the server rendered has been painted, and the hero
 * image (fetched at high priority, the largest paint) has arrived. So no script of the page is
 * fetched or run before its largest paint: a browser that has the modules at hand (a fast network,
 * its cache) would otherwise run them (React, the hydration, the widget) before painting the page,
 * and a lab estimate (Lighthouse's Lantern) counts every module fetched before that paint as
 * needed by it, at slow-4G speed. "Painted" is the `first-contentful-paint` entry, which the
 * browser queues once that frame is presented (two animation frames where Paint Timing is
 * missing); a page opened in a background tab is painted, and hydrated, when first shown.
 * Static text (the URLs are in its data attributes), so a CSP can allow it by its hash.
 */
const LOADER = `(function (script) {
  var started = false
  function add(tag, attributes) {
    var element = document.createElement(tag)
    for (var name in attributes) element[name] = attributes[name]
    document.head.appendChild(element)
  }
  function start() {
    if (started) return
    started = true
    JSON.parse(script.dataset.preloads).forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href })
    })
    JSON.parse(script.dataset.modules).forEach(function (src) {
      add('script', { type: 'module', src: src, async: false })
    })
  }
  function afterHero() {
    var hero = document.querySelector('img[fetchpriority="high"]')
    if (!hero || hero.complete) return start()
    hero.addEventListener('load', start)
    hero.addEventListener('error', start)
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('paint') < 0)
    return requestAnimationFrame(function () {
      requestAnimationFrame(afterHero)
    })
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    afterHero()
  }).observe({ type: 'paint', buffered: true })
})(document.currentScript)`

/** The Content-Security-Policy source allowing the loader (its hash). */
export const PAGE_LOADER_SOURCE = cspHash(LOADER)

/**
 * The page's modules for the end of `<body>`: `modules` in the order they run (the hydration entry,
 * then the booking widget), `preloads` the chunks they import (fetched beside them, so no request
 * waits for another).
 */
export function pageScripts({ modules, preloads }: { modules: string[]; preloads: string[] }) {
  if (modules.length === 0) return ''
  const data = (list: string[]) => escapeHtml(JSON.stringify(list))
  return (
    `<script data-modules="${data(modules)}" data-preloads="${data(preloads)}">` +
    `${LOADER}</script>`
  )
}
