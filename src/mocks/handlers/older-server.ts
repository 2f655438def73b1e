import { http } from 'msw'
import { accountOrderList, currencyOfferList, orderDisputeList } from '../../api/lists'
import { errorResponse } from './http'
import { BALANCE_PATH } from './payments'

/** What the live service answers beyond the spec's six operations (api-notes, "Beyond the six operations"). */
export const BEYOND_SPEC_PATHS = [
  accountOrderList.path,
  orderDisputeList.path,
  `${orderDisputeList.path}/:id`,
  currencyOfferList.path,
  `${currencyOfferList.path}/:id`,
  BALANCE_PATH,
] as const

export type OlderServerStatus = 404 | 405 | 501

export const OLDER_SERVER_MESSAGES: Record<OlderServerStatus, string> = {
  404: 'The route could not be found.',
  405: 'The GET method is not supported for this route.',
  501: 'Not implemented.',
}

/**
 * A server that has only the spec's operations: every endpoint beyond them answers `status`, before any
 * token check, as a router does. Put these before the usual handlers: `server.use(...olderServerHandlers())`.
 */
export function olderServerHandlers(status: OlderServerStatus = 404) {
  return BEYOND_SPEC_PATHS.map((path) => http.get(`*${path}`, () => errorResponse(status, OLDER_SERVER_MESSAGES[status])))
}

/** Whether a GET of `path` (a URL path, possibly below a base path) is one of BEYOND_SPEC_PATHS. */
export function isBeyondSpec(path: string): boolean {
  return BEYOND_SPEC_PATTERNS.some((pattern) => pattern.test(path))
}

const BEYOND_SPEC_PATTERNS = BEYOND_SPEC_PATHS.map((path) => new RegExp(`${path.replace(':id', '[^/]+')}/?$`))
