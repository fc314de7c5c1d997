import { lazy, Suspense, type ComponentType } from 'react'
import { ErrorPage } from '@tessera/shared/ui/error-page'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'
import { Spinner } from '@tessera/shared/ui/spinner'
import { LoginPage } from './pages/login/login-page'
import type { ContentView, ShellPageName } from './routing/content'

/** Sign-in is the first page most visitors see and ships with the shell; the others load on demand. */
const pages: Record<ShellPageName, ComponentType> = {
  login: LoginPage,
  register: lazy(() => import('./pages/register/register-page')),
  onboarding: lazy(() =>
    import('./pages/register/register-page').then((module) => ({ default: module.OnboardingPage })),
  ),
  passwordEmail: lazy(() => import('./pages/password/password-email-page')),
  passwordReset: lazy(() => import('./pages/password/password-reset-page')),
  // It confirms the address through the query cache (mutation, `/me` invalidated): loaded with it.
  emailVerify: lazy(async () => {
    const [{ default: Page }, { QueryRoot }] = await Promise.all([
      import('./pages/email/email-verify-page'),
      import('./session/query-root'),
    ])
    return {
      default: () => (
        <QueryRoot>
          <Page />
        </QueryRoot>
      ),
    }
  }),
}

/** What the shell itself shows in the content area: its pages, not-found, or a broken app. */
export function ContentPage({ view }: { view: Exclude<ContentView, { kind: 'app' }> }) {
  switch (view.kind) {
    case 'page': {
      const Page = pages[view.page]
      return (
        // A boundary per page: the previous page leaves at once instead of lingering hidden.
        <Suspense key={view.page} fallback={<Spinner size="lg" />}>
          <Page />
        </Suspense>
      )
    }
    case 'notFound':
      return <NotFoundPage />
    case 'broken':
      return <ErrorPage error={new Error(`error loading remote ${view.app}`)} />
    case 'redirect':
      return null
  }
}
