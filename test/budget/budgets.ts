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
 * next kB: what the build may not exceed today. They are over the target; issue 16 brings them down.
 */
export const BUDGETS: Record<string, Budget> = {
  '/': { jsKB: 170, jsFiles: 35, cssKB: 7 },
  '/$': { jsKB: 160, jsFiles: 26, cssKB: 6 },
  '/account-orders': { jsKB: 173, jsFiles: 36, cssKB: 7 },
  '/account-orders/$accountOrderId': { jsKB: 189, jsFiles: 39, cssKB: 7 },
  '/account-orders/$accountOrderId/accept-dispute': { jsKB: 192, jsFiles: 42, cssKB: 7 },
  '/activity': { jsKB: 165, jsFiles: 28, cssKB: 6 },
  '/currency-offers': { jsKB: 171, jsFiles: 33, cssKB: 7 },
  '/currency-offers/$currencyOfferId/other-offers': { jsKB: 187, jsFiles: 33, cssKB: 7 },
  '/disputes': { jsKB: 173, jsFiles: 36, cssKB: 8 },
  '/disputes/$disputeId': { jsKB: 169, jsFiles: 35, cssKB: 6 },
  '/disputes/$disputeId/accept': { jsKB: 187, jsFiles: 41, cssKB: 6 },
  '/gift-card-orders': { jsKB: 173, jsFiles: 36, cssKB: 7 },
  '/gift-card-orders/$giftCardOrderId': { jsKB: 179, jsFiles: 33, cssKB: 7 },
  '/sign-in': { jsKB: 140, jsFiles: 24, cssKB: 5 },
}
