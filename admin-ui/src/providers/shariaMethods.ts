import type {
  PurificationTotalView,
  SchemeShariaStatusView,
  SchemeShariaView,
  SchemeZakatInput,
  ShariaReportView,
  ShariaSettingsUpdate,
  ShariaSettingsView,
  UploadTargetAnswer,
} from '@fund/contracts';

import { API_URL, httpClient } from './http';

// The Sharia layer's calls that are not record CRUD (issue 24): settings, the per-scheme badge and
// zakat share, purification totals and their CSV, and the upload URL of a signed document or a photo.
// Pronouncements, board members, purification shares and nisab prices are react-admin resources
// (RESOURCES in dataProvider.ts); the annual reports are created and deleted as one too.

const at = (...parts: string[]) => `${API_URL}/${parts.map(encodeURIComponent).join('/')}`;

const read = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;

const put = async <T>(url: string, body: unknown): Promise<T> =>
  (await httpClient(url, { method: 'PUT', body: JSON.stringify(body) })).json as T;

/** What the admin uploads for the Sharia layer: a signed PDF (pronouncement, annual report) or a board member's photo. */
export type ShariaUploadKind = 'sharia-document' | 'board-photo';

/** The query of the purification totals and their CSV. */
export interface PurificationTotalsQuery {
  year?: number;
  schemeId?: string;
}

export const purificationTotalsQuery = ({ year, schemeId }: PurificationTotalsQuery) => {
  const query = new URLSearchParams();
  if (year !== undefined) query.set('year', String(year));
  if (schemeId) query.set('schemeId', schemeId);
  const text = query.toString();
  return text ? `?${text}` : '';
};

export const shariaMethods = {
  /** GET /api/sharia/settings: the gate, the nisab metal and the zakat year. */
  getShariaSettings: (signal?: AbortSignal) => read<ShariaSettingsView>(at('sharia', 'settings'), signal),

  /** PUT /api/admin/sharia/settings: the fields changed; answers the settings. */
  updateShariaSettings: (changes: ShariaSettingsUpdate) => put<ShariaSettingsView>(at('admin', 'sharia', 'settings'), changes),

  /** POST /api/admin/sharia/upload-url {kind}: where one signed document or board photo is PUT. */
  requestShariaUploadUrl: async (kind: ShariaUploadKind) =>
    (await httpClient(at('admin', 'sharia', 'upload-url'), { method: 'POST', body: JSON.stringify({ kind }) })).json as UploadTargetAnswer,

  /** GET /api/sharia/schemes: every scheme's badge in one call. */
  getShariaStatuses: (signal?: AbortSignal) => read<SchemeShariaStatusView[]>(at('sharia', 'schemes'), signal),

  /** GET /api/sharia/schemes/{id}: the status, current certificate, history, purification shares and zakat share. */
  getSchemeSharia: (schemeId: string, signal?: AbortSignal) => read<SchemeShariaView>(at('sharia', 'schemes', schemeId), signal),

  /** PUT /api/admin/sharia/schemes/{id}/zakat: a musharakah scheme's zakatable share of assets. */
  setSchemeZakat: (schemeId: string, body: SchemeZakatInput) =>
    put<SchemeShariaView>(at('admin', 'sharia', 'schemes', schemeId, 'zakat'), body),

  /** GET /api/sharia/reports: the annual Sharia reports, newest year first. */
  getShariaReports: (signal?: AbortSignal) => read<ShariaReportView[]>(at('sharia', 'reports'), signal),

  /** GET /api/admin/sharia/purification-totals: per scheme and share period. */
  getPurificationTotals: (query: PurificationTotalsQuery, signal?: AbortSignal) =>
    read<PurificationTotalView[]>(`${at('admin', 'sharia', 'purification-totals')}${purificationTotalsQuery(query)}`, signal),
};

/**
 * The URL of GET /api/admin/sharia/purification-totals.csv (read with fetchCsv). A plain function, not one
 * of the methods: useAdminDataProvider wraps each method as a promise, and this one answers a string.
 */
export const purificationTotalsCsvUrl = (query: PurificationTotalsQuery) =>
  `${at('admin', 'sharia', 'purification-totals.csv')}${purificationTotalsQuery(query)}`;
