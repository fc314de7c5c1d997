import { registerApplication } from 'single-spa'
import { $role, $session } from '@tessera/shared/stores/session'
import { activeApp, REMOTE_APPS } from '../routing/content'
import { loadApp } from './remotes'

/**
 * One single-spa application per micro-frontend with a page of its own. Each is active exactly
 * where the shared route table gives it the path, the guard lets the visitor in and the role may
 * open it; every app mounts into the static `#tessera-main`.
 */
export function registerApplications(): void {
  for (const app of REMOTE_APPS) {
    registerApplication({
      name: app,
      app: () => loadApp(app),
      activeWhen: (location) =>
        activeApp(location.pathname, location.search, {
          signedIn: $session.get() !== null,
          role: $role.get(),
        }) === app,
    })
  }
}
