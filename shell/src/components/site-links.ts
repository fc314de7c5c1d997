/**
 * The operator's legal texts and feedback channel (spec "accounts" §1), set when the shell is
 * built (`VITE_*` variables): each installation has its own terms. An unset link is not shown.
 */
export type SiteLinks = { termsOfUse?: string; termsAndConditions?: string; feedback?: string }

export const siteLinks: SiteLinks = {
  termsOfUse: import.meta.env.VITE_TERMS_OF_USE_URL || undefined,
  termsAndConditions: import.meta.env.VITE_TERMS_AND_CONDITIONS_URL || undefined,
  feedback: import.meta.env.VITE_FEEDBACK_URL || undefined,
}
