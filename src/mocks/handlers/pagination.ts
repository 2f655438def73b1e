export interface PageMeta {
  current_page: number
  from: number | null
  last_page: number
  per_page: number
  to: number | null
  total: number
  path: string
}

export interface PageLinks {
  first: string
  last: string
  prev: string | null
  next: string | null
}

/**
 * One page of `items`, with `meta` and `links` as Laravel's LengthAwarePaginator writes them. The links keep
 * every other query parameter of the request and set `page`.
 */
export function paginate<T>(items: T[], page: number, perPage: number, requestUrl: string) {
  const url = new URL(requestUrl)
  const path = `${url.origin}${url.pathname}`
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const start = (page - 1) * perPage
  const data = items.slice(start, start + perPage)

  const pageUrl = (target: number) => {
    const params = new URLSearchParams(url.search)
    params.set('page', String(target))
    return `${path}?${params.toString()}`
  }

  const meta: PageMeta = {
    current_page: page,
    from: data.length > 0 ? start + 1 : null,
    last_page: lastPage,
    per_page: perPage,
    to: data.length > 0 ? start + data.length : null,
    total,
    path,
  }
  const links: PageLinks = {
    first: pageUrl(1),
    last: pageUrl(lastPage),
    prev: page > 1 ? pageUrl(page - 1) : null,
    next: page < lastPage ? pageUrl(page + 1) : null,
  }
  return { data, meta, links }
}
