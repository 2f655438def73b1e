import { http, HttpResponse } from 'msw'
import { MARKET_GAMES, offerTemplate, type TemplateKind } from '../seed-offer-templates'
import { checkAuth } from './auth'
import { errorResponse } from './http'
import { paginate } from './pagination'

/*
 * The games and their offer templates (api-notes, "Games" and "Templates"): `GET /v2/games` pages like the other
 * lists; a template of a game that does not sell its kind here is a 404.
 */

const PER_PAGE = 15
const MAX_PER_PAGE = 100

function pageParam(value: string | null, fallback: number, max: number): number {
  const number = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : fallback
  return Math.min(Math.max(number, 1), max)
}

const template = (kind: TemplateKind) =>
  http.get<{ game: string }>(`*/v2/${kind}-offers/templates/:game`, ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const found = offerTemplate(kind, params.game)
    if (!found) return errorResponse(404, `No ${kind} offer template for this game.`)
    return HttpResponse.json({ template: found })
  })

export const offerTemplateHandlers = [
  http.get('*/v2/games', ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const url = new URL(request.url)
    const perPage = pageParam(url.searchParams.get('per_page'), PER_PAGE, MAX_PER_PAGE)
    const page = pageParam(url.searchParams.get('page'), 1, Number.MAX_SAFE_INTEGER)
    return HttpResponse.json(paginate(MARKET_GAMES, page, perPage, request.url))
  }),
  template('account'),
  template('item'),
  template('currency'),
]
