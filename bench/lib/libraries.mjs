// Which libraries a page downloaded more than once. Every front end is built with hidden source maps
// (`<chunk>.js.map` beside each chunk, not referenced by it; tooling/vite-app.mjs), whose `sources`
// name the modules a chunk holds. A module found in chunks of two builds (the shell's and a remote's)
// was fetched and evaluated twice; those modules are grouped by package (`@tessera/shared` for the
// workspace's own shared code).

/**
 * The build a script comes from: `/mfe/<app>/…` is that remote's, `/widget/…` the booking widget's
 * (its own build, not federated), anything else the shell's.
 */
export const buildOf = (path) =>
  /^\/mfe\/([^/]+)\//.exec(path)?.[1] ?? (path.startsWith('/widget/') ? 'booking-widget' : 'shell')

/** A source path as the same module in every build, or null for an app's own code and virtual modules. */
function moduleOf(source) {
  const dependency = /node_modules\/(.+)$/.exec(source)
  if (dependency) return dependency[1]
  const shared = /(?:^|\/)shared\/dist\/(.+)$/.exec(source)
  return shared ? `@tessera/shared/${shared[1]}` : null
}

const packageOf = (module) =>
  module.startsWith('@') ? module.split('/').slice(0, 2).join('/') : module.split('/')[0]

/** The modules of one script with each one's share of the script's gzip size (by source length). */
async function modulesOf(baseUrl, file) {
  const answer = await fetch(new URL(`${file.url}.map`, baseUrl))
  if (!answer.ok) return null
  const map = await answer.json()
  const lengths = map.sources.map((_, i) => map.sourcesContent?.[i]?.length ?? 0)
  const total = lengths.reduce((sum, length) => sum + length, 0) || 1
  return map.sources.map((source, i) => ({
    module: moduleOf(source),
    gzip: (file.gzip * lengths[i]) / total,
  }))
}

/**
 * The packages whose modules `files` (as `recordScripts` returns them) hold in more than one build,
 * largest first, each with the builds, the approximate gzip kB per build (a chunk's size shared out
 * by source length) and the duplicated modules (`names`); and the scripts that had no source map.
 */
export async function librariesLoadedTwice(baseUrl, files) {
  const builds = new Map() // module → Map(build → gzip bytes)
  const unmapped = []
  for (const file of files) {
    const modules = await modulesOf(baseUrl, file)
    if (!modules) {
      unmapped.push(file.name)
      continue
    }
    for (const { module, gzip } of modules.filter((entry) => entry.module)) {
      const perBuild = builds.get(module) ?? new Map()
      builds.set(
        module,
        perBuild.set(buildOf(file.url), (perBuild.get(buildOf(file.url)) ?? 0) + gzip),
      )
    }
  }
  const packages = new Map()
  for (const [module, perBuild] of builds) {
    if (perBuild.size < 2) continue
    const entry = packages.get(packageOf(module)) ?? { modules: 0, names: [], builds: {} }
    entry.modules += 1
    entry.names.push(module)
    for (const [build, gzip] of perBuild) entry.builds[build] = (entry.builds[build] ?? 0) + gzip
    packages.set(packageOf(module), entry)
  }
  const twice = [...packages].map(([name, { modules, names, builds: sizes }]) => ({
    package: name,
    modules,
    names: names.sort(),
    approxGzipKB: Object.fromEntries(
      Object.entries(sizes).map(([build, gzip]) => [build, Number((gzip / 1024).toFixed(1))]),
    ),
  }))
  const size = (entry) => Object.values(entry.approxGzipKB).reduce((sum, kB) => sum + kB, 0)
  return { loadedTwice: twice.sort((a, b) => size(b) - size(a)), unmapped }
}
