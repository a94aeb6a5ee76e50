/** A react-admin list query string: {sort: ['name','ASC'], range: [0, 9]} -> sort=...&range=... */
export const listQuery = (params: Record<string, unknown>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
