import simpleRestProvider from 'ra-data-simple-rest';
import { useMemo } from 'react';
import { HttpError, useDataProvider, useLogoutIfAccessDenied, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

import { adminMethods, type AdminMethods } from './adminMethods';
import { API_URL, httpClient, moneyWrite } from './http';

// Only the base URL leaves the providers: pages call the API through useAdminDataProvider (issue 22 item 2).
export { API_URL } from './http';

/** Where one react-admin resource lives in the API (paths under /api). */
export interface ResourceRoute {
  /** Lists, getMany and (unless `oneFromList`) GET <read>/<id>. */
  read: string;
  /** Where creates, updates and deletes go when it is not `read`. */
  write?: string;
  /** The POST path of a create when it is neither `write` nor `read`. */
  create?: string;
  /** PATCH for most records (spec/001 §7); PUT where the API replaces the record. */
  update?: 'PATCH' | 'PUT';
  /** The API has no GET <read>/<id>: getOne reads the list filtered by that id. */
  oneFromList?: true;
}

/**
 * Every resource the back office reads or writes through react-admin, from spec/001 §7 and the
 * backend's controllers. Names are the /admin/<name> routes where a screen has one. It is the one
 * place that knows where react-admin's names live in the API, where the writes go when the list
 * is elsewhere, PUT against PATCH and which have no GET <read>/<id>. Calls that are not record CRUD
 * (approve with credentials, archive, move a slide, reset a password, scheme documents, uploads)
 * are the typed methods of `adminMethods.ts` (issue 22 item 2).
 */
export const RESOURCES = {
  products: { read: 'products', oneFromList: true },
  schemes: { read: 'schemes' },
  kyc: { read: 'kyc', oneFromList: true },
  expressions: { read: 'expressions-of-interest', oneFromList: true },
  enrollments: { read: 'enrollments', oneFromList: true },
  investments: { read: 'investments', oneFromList: true },
  activities: { read: 'activities' },
  payouts: { read: 'payouts' },
  investors: { read: 'admin/investors', write: 'users', oneFromList: true },
  'active-investors': { read: 'admin/investor-summaries', write: 'users', oneFromList: true },
  assets: { read: 'admin/assets', update: 'PUT' },
  'asset-allocations': { read: 'admin/asset-allocations', write: 'admin/asset-enrollments', oneFromList: true },
  'allocated-assets': { read: 'admin/allocated-assets', oneFromList: true },
  tickets: { read: 'admin/tickets', write: 'tickets', oneFromList: true },
  users: { read: 'admin/users', write: 'users', create: 'admin/users/create', oneFromList: true },
  invitations: { read: 'admin/invitations', oneFromList: true },
  'password-resets': { read: 'admin/password-reset-requests', oneFromList: true },
  marketing: { read: 'admin/marketing-slides', oneFromList: true },
  'audit-logs': { read: 'admin/audit-logs', oneFromList: true },
  'mail-queue': { read: 'admin/mail-queue' },
  // Issue 23: statement runs (POST starts one, GET <id> is its progress) and the documents they issue.
  'statement-runs': { read: 'admin/statement-runs' },
  'issued-documents': { read: 'admin/issued-documents', oneFromList: true },
  // Issue 24: the Sharia layer. The annual reports are only created and deleted here: they are listed by
  // GET /api/sharia/reports (getShariaReports), which is not the list convention.
  'sharia-pronouncements': { read: 'admin/sharia/pronouncements', update: 'PUT', oneFromList: true },
  'sharia-board': { read: 'admin/sharia/board', update: 'PUT', oneFromList: true },
  'sharia-reports': { read: 'admin/sharia/reports' },
  'purification-rates': { read: 'admin/sharia/purification-rates', oneFromList: true },
  'nisab-prices': { read: 'admin/sharia/nisab-prices', oneFromList: true },
} as const satisfies Record<string, ResourceRoute>;

export type ResourceName = keyof typeof RESOURCES;

export const routeOf = (resource: string): ResourceRoute => {
  if (!Object.hasOwn(RESOURCES, resource)) throw new Error(`Unknown resource "${resource}": add it to RESOURCES in dataProvider.ts`);
  return RESOURCES[resource as ResourceName];
};

const writePath = (route: ResourceRoute) => route.write ?? route.read;
const recordUrl = (path: string, id: Identifier) => `${API_URL}/${path}/${encodeURIComponent(id)}`;

const send = async (route: ResourceRoute, id: Identifier, data: unknown) => {
  const { json } = await httpClient(recordUrl(writePath(route), id), { method: route.update ?? 'PATCH', body: JSON.stringify(data) });
  return json;
};

/** The creates that are money writes (spec/001 §7): they carry an Idempotency-Key (issue 14). */
const IDEMPOTENT_CREATES: ReadonlySet<string> = new Set<ResourceName>(['payouts', 'enrollments', 'activities']);

const createMoneyWrite = async <T>(path: string, data: unknown): Promise<{ data: T }> => ({
  data: await moneyWrite<T>(`${API_URL}/${path}`, data),
});

/**
 * ra-data-simple-rest speaks the list convention the API serves (sort/range/filter query and a
 * Content-Range answer); RESOURCES tells it where each resource lives and how it is updated.
 */
const rest = simpleRestProvider(API_URL, httpClient);

/** react-admin's CRUD methods plus the back office's typed custom methods (`adminMethods.ts`). */
export type AdminDataProvider = DataProvider & AdminMethods;

export const dataProvider: AdminDataProvider = {
  ...adminMethods,

  getList: (resource, params) => rest.getList(routeOf(resource).read, params),

  getOne: async <RecordType extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) => {
    const route = routeOf(resource);
    if (!route.oneFromList) return rest.getOne<RecordType>(route.read, params);
    const { data } = await rest.getMany<RecordType>(route.read, { ids: [params.id], signal: params.signal });
    const record = data.find((candidate) => String(candidate.id) === String(params.id));
    if (!record) throw new HttpError('Not found', 404, { statusCode: 404, message: 'Not found', error: 'Not Found' });
    return { data: record };
  },

  getMany: (resource, params) => rest.getMany(routeOf(resource).read, params),

  getManyReference: (resource, params) => rest.getManyReference(routeOf(resource).read, params),

  create: (resource, params) => {
    const route = routeOf(resource);
    const path = route.create ?? writePath(route);
    return IDEMPOTENT_CREATES.has(resource) ? createMoneyWrite(path, params.data) : rest.create(path, params);
  },

  update: async (resource, params) => ({ data: await send(routeOf(resource), params.id, params.data) }),

  updateMany: async (resource, params) => {
    const route = routeOf(resource);
    await Promise.all(params.ids.map((id) => send(route, id, params.data)));
    return { data: params.ids };
  },

  delete: (resource, params) => rest.delete(writePath(routeOf(resource)), params),

  deleteMany: (resource, params) => rest.deleteMany(writePath(routeOf(resource)), params),
};

type CustomMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The data provider in a component, typed with the custom methods: the CRUD methods through react-admin's
 * useDataProvider, the custom ones with the same rule that a 401 sends the admin to the login screen. A
 * custom method's refusal still rejects: react-admin's proxy would answer `{ data: {} }` once it has logged
 * out, which a custom method's caller would take for its answer (a success toast, a crash on the figures).
 *
 * @example const api = useAdminDataProvider(); useQuery({ queryKey, queryFn: ({ signal }) => api.getTicketCounts(signal) });
 */
export const useAdminDataProvider = (): AdminDataProvider => {
  const proxied = useDataProvider<AdminDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => {
    const custom = new Map<PropertyKey, CustomMethod>(
      Object.entries(adminMethods).map(([name, method]) => [
        name,
        (...args: unknown[]) =>
          (method as CustomMethod)(...args).catch(async (error: unknown) => {
            await logoutIfAccessDenied(error);
            throw error;
          }),
      ]),
    );
    return new Proxy(proxied, { get: (target, name) => custom.get(name) ?? Reflect.get(target, name) });
  }, [proxied, logoutIfAccessDenied]);
};
