import { http, HttpResponse } from 'msw'
import { checkAuth } from './auth'
import { notFound, parseId } from './http'

/** `GET <path>/{id}` → `{ data }`: 401 without a valid token, 404 for an id that is not digits or not stored. */
export function detailHandler<R>(
  path: string,
  what: string,
  find: (id: number, request: Request) => R | undefined,
  present: (record: R) => unknown = (record) => record,
) {
  return http.get<{ id: string }>(`*${path}/:id`, ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.id)
    const record = id === null ? undefined : find(id, request)
    if (record === undefined) return notFound(what)
    return HttpResponse.json({ data: present(record) })
  })
}
