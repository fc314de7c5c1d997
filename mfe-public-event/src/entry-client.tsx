import '@tessera/shared/ui/styles.css'
import { hydratePage } from './hydrate'

// The browser side of `/event/{code}` (built by `vite.page.config.ts` into `dist/page/`): no shell,
// no federation runtime, just React, the page and the page's language (docs/ARCHITECTURE.md).
void hydratePage(document)
