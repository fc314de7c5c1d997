import { registerRemotes, loadRemote } from '@module-federation/runtime'
import { registerApplication, start } from 'single-spa'
import { matchRoute } from '@tessera/shared/routing/routes'

type Lifecycles = { bootstrap: () => Promise<void>; mount: () => Promise<void>; unmount: () => Promise<void> }

const manifest = (await (await fetch('/mfe-manifest.json')).json()) as Record<string, string>
registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry, type: 'module' })))

registerApplication({
  name: 'manage',
  app: async () => (await loadRemote<Lifecycles>('manage/app'))!,
  activeWhen: (location) => matchRoute(location.pathname)?.def.app === 'manage',
})
start({ urlRerouteOnly: true })
