import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';

export const API_URL = '/api';

/**
 * The one HTTP client of the admin console: every call carries the session cookie. A non-2xx
 * answer rejects with react-admin's HttpError (status and the server's `message`).
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/**
 * ra-data-simple-rest speaks the list convention the API serves (sort/range/filter query and a
 * Content-Range answer). Overrides for paths that differ from `/api/<resource>` go here.
 */
export const dataProvider: DataProvider = simpleRestProvider(API_URL, httpClient);
