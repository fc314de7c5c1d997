// First-load JavaScript in real Chromium: the shell's /login page, /manage/dashboard for a
// signed-in organizer and a published event's public page /event/{code} (rendered by the API) (every script of the load until network idle, each gzipped at level 9, summed),
// each remote's remoteEntry.js, the largest chunks, the libraries a page downloaded twice (from the
// builds' source maps), and the lazy Leaflet and Tiptap chunks the Edit Event screen's Details tab
// loads. Budgets (docs/BUDGETS.md, "shell first load"): /login ≤ 120 kB gzip JS; no library loaded
// twice across remotes; ("public event page") /event/{code} ≤ 120 kB gzip JS.
import { startApi } from '../lib/api-server.mjs'
import { gzipSync } from 'node:zlib'
import { isolatedContext, kB, launchChromium, recordScripts, sum } from '../lib/browser.mjs'
import { buildOf, librariesLoadedTwice } from '../lib/libraries.mjs'
import { budget } from '../lib/measure.mjs'
import { publishEvent, seedEvents } from '../lib/seed.mjs'

const RUNS = 3
const PUBLIC_PAGE_BUDGET_KB = 120
const LOGIN_BUDGET_KB = 120
const ORGANIZER = { email: 'organizer@tessera.test', password: 'tessera-demo' }
const LAZY = { leaflet: /leaflet/i, tiptap: /rich-text-editor|tiptap|prosemirror/i }

/**
 * The build that provided each federation singleton the page holds, read from the Module Federation
 * plugin's module cache (one module per singleton): `shell` for all, or a remote brought its own.
 */
function singletonOwners() {
  const cache = globalThis.__mf_module_cache__?.share ?? {}
  const owners = cache[Symbol.for('module-federation.shared-cache-owners')] ?? {}
  return Object.fromEntries(
    Object.entries(owners).map(([key, owner]) => [key.replace(/^default:/, ''), owner]),
  )
}

/**
 * The public page adds its modules once it is painted (api/app/services/public_page/page_scripts.ts),
 * so the network can be idle before they start: it is loaded when hydrated and the widget defined.
 */
const publicPageReady = () =>
  Boolean(globalThis.customElements.get('tessera-booking')) &&
  Object.keys(globalThis.document.getElementById('tessera-page') ?? {}).some((key) =>
    key.startsWith('__reactContainer'),
  )

/**
 * The shell renders a page once its catalogs are loaded: the network can be idle before they are
 * fetched (a run of /login once counted 5.4 kB less, without the shared catalog). A page is loaded
 * when its heading is there: the shell's own pages in `#tessera-page`, a remote's in `#tessera-main`.
 */
const shellPageReady = () => Boolean(globalThis.document.querySelector('#tessera-page h1'))
const remotePageReady = () => Boolean(globalThis.document.querySelector('#tessera-main h1'))

/** Loads `path` in a new context (empty cache) and returns the scripts it fetched. */
async function firstLoad(browser, url, path, storageState, ready) {
  const context = await isolatedContext(browser, { baseURL: url, storageState })
  try {
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto(path)
    if (ready) await page.waitForFunction(ready)
    const files = await scripts.settle()
    const landed = new URL(page.url()).pathname
    if (landed !== path) throw new Error(`${path} ended on ${landed}`)
    return { files, refused: context.refused, singletons: await page.evaluate(singletonOwners) }
  } finally {
    await context.close()
  }
}

/** Signs in through the login form, as a person would, and keeps what the browser stored. */
async function signedInState(browser, url) {
  const context = await isolatedContext(browser, { baseURL: url })
  try {
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(ORGANIZER.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ORGANIZER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((current) => current.pathname !== '/login')
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/** The scripts the Edit Event screen and its Details tab add to what the dashboard loaded. */
async function editScreenChunks(browser, url, state, eventId, dashboardNames) {
  const context = await isolatedContext(browser, { baseURL: url, storageState: state })
  try {
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto(`/manage/events/edit-item/${eventId}`)
    await page.getByRole('tab', { name: /Details/ }).click()
    await page.getByRole('tabpanel').waitFor()
    const files = await scripts.settle()
    const added = files.filter((file) => !dashboardNames.has(file.name))
    const find = (pattern) => added.filter((file) => pattern.test(file.name))
    return {
      addedGzipKB: kB(sum(added)),
      added: added.map(({ name, gzip }) => ({ name, gzipKB: kB(gzip) })),
      leaflet: find(LAZY.leaflet).map(({ name, gzip }) => ({ name, gzipKB: kB(gzip) })),
      tiptap: find(LAZY.tiptap).map(({ name, gzip }) => ({ name, gzipKB: kB(gzip) })),
      refusedNonLoopback: context.refused,
    }
  } finally {
    await context.close()
  }
}

/** Every remote's remoteEntry.js as the MFE manifest names it (the shell is no container: none). */
async function remoteEntries(url) {
  const entries = await (await fetch(`${url}/mfe-manifest.json`)).json()
  const sizes = {}
  for (const [name, path] of Object.entries(entries)) {
    const answer = await fetch(new URL(path, url))
    const body = Buffer.from(await answer.arrayBuffer())
    sizes[name] = answer.ok
      ? { url: path, gzipKB: kB(gzipSync(body, { level: 9 }).length), rawKB: kB(body.length) }
      : { url: path, missing: answer.status }
  }
  return sizes
}

/** The gzip kB a page loaded from each build (shell, a remote, the widget). */
function byBuild(files) {
  const builds = {}
  for (const file of files) builds[buildOf(file.url)] = (builds[buildOf(file.url)] ?? 0) + file.gzip
  return Object.fromEntries(Object.entries(builds).map(([build, gzip]) => [build, kB(gzip)]))
}

const medianRun = (runs) =>
  [...runs].sort((a, b) => sum(a.files) - sum(b.files))[Math.floor(runs.length / 2)]

async function describe(url, runs) {
  const { files, refused, singletons } = medianRun(runs)
  return {
    ...(await librariesLoadedTwice(url, files)),
    singletons,
    gzipKB: kB(sum(files)),
    rawKB: kB(sum(files, 'bytes')),
    scripts: files.length,
    gzipKBByBuild: byBuild(files),
    runsGzipKB: runs.map((run) => kB(sum(run.files))),
    remoteEntries: files
      .filter((file) => file.name.endsWith('remoteEntry.js'))
      .map(({ url, gzip }) => ({ url, gzipKB: kB(gzip) })),
    largest: files
      .slice(0, 8)
      .map(({ name, gzip, bytes }) => ({ name, gzipKB: kB(gzip), rawKB: kB(bytes) })),
    refusedNonLoopback: refused,
  }
}

export async function run() {
  const api = await startApi()
  const browser = await launchChromium()
  try {
    const { token, eventIds } = await seedEvents(api.url, 4)
    // The third seeded event is hybrid: venue, online link, two tickets.
    const publicPath = await publishEvent(api.url, token, eventIds[2])
    const state = await signedInState(browser, api.url)
    const login = []
    const dashboard = []
    const publicEvent = []
    for (let i = 0; i < RUNS; i++) {
      login.push(await firstLoad(browser, api.url, '/login', undefined, shellPageReady))
      dashboard.push(await firstLoad(browser, api.url, '/manage/dashboard', state, remotePageReady))
      publicEvent.push(await firstLoad(browser, api.url, publicPath, undefined, publicPageReady))
    }
    const loginPage = await describe(api.url, login)
    const dashboardPage = await describe(api.url, dashboard)
    const publicPage = await describe(api.url, publicEvent)
    const dashboardNames = new Set(medianRun(dashboard).files.map((file) => file.name))
    // The first seeded event is physical, with a venue and a rich-text description.
    const editScreen = await editScreenChunks(browser, api.url, state, eventIds[0], dashboardNames)
    const entries = await remoteEntries(api.url)
    const encoding = (
      await fetch(`${api.url}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip, br' } })
    ).headers.get('content-encoding')
    for (const [name, page] of Object.entries({
      '/login': loginPage,
      '/manage/dashboard': dashboardPage,
      '/event/{code}': publicPage,
    }))
      console.log(
        `  ${name}: ${page.gzipKB} kB gzip JS in ${page.scripts} scripts (runs ${page.runsGzipKB.join(', ')}; by build ${JSON.stringify(page.gzipKBByBuild)}); loaded twice: ${page.loadedTwice.map((entry) => `${entry.package} ${JSON.stringify(entry.approxGzipKB)}`).join(', ') || 'nothing'}`,
      )
    console.log(
      `  edit screen adds ${editScreen.addedGzipKB} kB gzip; Leaflet ${JSON.stringify(editScreen.leaflet)}; Tiptap ${JSON.stringify(editScreen.tiptap)}`,
    )
    return {
      runs: RUNS,
      method:
        'new browser context per load (empty cache), every script response until network idle, each body gzip level 9, summed',
      servedContentEncoding:
        encoding ?? 'none (files are sent uncompressed; transfer size is the raw size)',
      pages: {
        '/login': loginPage,
        '/manage/dashboard': dashboardPage,
        '/event/{code}': publicPage,
      },
      remoteEntries: entries,
      editEventDetailsTab: editScreen,
      reference: {
        what: 'public event page first-load JS budget (docs/BUDGETS.md); no budget covers management pages',
        gzipKB: PUBLIC_PAGE_BUDGET_KB,
        dashboardTimesReference: Number((dashboardPage.gzipKB / PUBLIC_PAGE_BUDGET_KB).toFixed(2)),
        loginTimesReference: Number((loginPage.gzipKB / PUBLIC_PAGE_BUDGET_KB).toFixed(2)),
      },
      budgets: [
        budget('/login first-load JS', loginPage.gzipKB, LOGIN_BUDGET_KB, 'kB gzip'),
        budget('/event/{code} first-load JS', publicPage.gzipKB, PUBLIC_PAGE_BUDGET_KB, 'kB gzip'),
        budget(
          'libraries loaded twice on /manage/dashboard',
          dashboardPage.loadedTwice.length,
          0,
          'packages',
          { note: dashboardPage.loadedTwice.map((entry) => entry.package).join(', ') || undefined },
        ),
        budget(
          'federation singletons a remote provided on /manage/dashboard',
          Object.values(dashboardPage.singletons).filter((owner) => owner !== 'shell').length,
          0,
          'singletons',
        ),
      ],
    }
  } finally {
    await browser.close()
    await api.stop()
  }
}
