import { mfeLifecycles } from '@tessera/shared/ui/mfe-lifecycles'
import { AppRoutes } from './app/routes'
import { catalog } from './catalog'

/** The organizer area (`/manage/*`) and the admin console (`/console/*`). */
const lifecycles = mfeLifecycles({ catalog, Routes: AppRoutes })

export const { bootstrap, mount, unmount } = lifecycles
