// First: zod must know it may not compile with `new Function` before any schema is made.
import '@tessera/shared/zod-jitless'
import '@tessera/shared/ui/styles.css'
import './styles/shell.css'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { start } from 'single-spa'
import { registerApplications } from './bootstrap/applications'
import { followAppStatus } from './routing/app-status'
import { installGuards, redirectOnFirstLoad } from './routing/guards'
import { ShellRoot } from './shell-root'

// 1. The guard decides the URL before anything mounts.
redirectOnFirstLoad()
installGuards()
followAppStatus()

// 2. The shell's own UI (frame, sign-in pages, toasts) renders at once, without waiting for remotes.
createRoot(document.getElementById('tessera-frame')!).render(createElement(ShellRoot))

// 3. One single-spa application per micro-frontend (each loaded when its route is entered), then routing.
registerApplications()
start({ urlRerouteOnly: true })
