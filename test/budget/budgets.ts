/*
 * The byte budgets of a first visit (empty cache) to each route, checked by `npm test` on the production
 * build: gzip -9 JavaScript and CSS in kB (1000 bytes), and the number of script files. A route that has
 * no budget here fails the check, so a new route gets one when it is added.
 */
export interface Budget {
  jsKB: number
  jsFiles: number
  cssKB: number
}

/** Issue 16's target for every route. Lower each budget towards it as a route gets lighter. */
export const TARGET: Budget = { jsKB: 130, jsFiles: 8, cssKB: 10 }

/**
 * Measured on 2026-11-23 after the shell, the lists, the field reader and the overview landed, rounded up to the
 * next kB: what the build may not exceed today. They are over the target; issue 16 brings them down. Several
 * shops (the tab's shop registry, one query cache per shop, the header's switcher button) added about 1.7 kB to
 * every route; the switcher's menu loads on opening.
 */
export const BUDGETS: Record<string, Budget> = {
  '/': { jsKB: 171, jsFiles: 35, cssKB: 7 },
  '/$': { jsKB: 161, jsFiles: 26, cssKB: 6 },
  '/account-orders': { jsKB: 174, jsFiles: 36, cssKB: 7 },
  '/account-orders/$accountOrderId': { jsKB: 191, jsFiles: 39, cssKB: 7 },
  '/account-orders/$accountOrderId/accept-dispute': { jsKB: 194, jsFiles: 42, cssKB: 7 },
  '/activity': { jsKB: 166, jsFiles: 28, cssKB: 6 },
  '/currency-offers': { jsKB: 172, jsFiles: 33, cssKB: 7 },
  '/currency-offers/$currencyOfferId/other-offers': { jsKB: 189, jsFiles: 33, cssKB: 7 },
  '/disputes': { jsKB: 174, jsFiles: 36, cssKB: 8 },
  '/disputes/$disputeId': { jsKB: 170, jsFiles: 35, cssKB: 7 },
  '/disputes/$disputeId/accept': { jsKB: 188, jsFiles: 41, cssKB: 7 },
  '/gift-card-orders': { jsKB: 174, jsFiles: 36, cssKB: 7 },
  '/gift-card-orders/$giftCardOrderId': { jsKB: 180, jsFiles: 33, cssKB: 7 },
  '/sign-in': { jsKB: 142, jsFiles: 24, cssKB: 5 },
}
