/** Where a list's saved views are kept in the shop store: apart so that a route can look without loading them. */
export const savedViewsName = (listKey: string) => `saved-views.${listKey}`
