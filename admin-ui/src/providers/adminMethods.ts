import { HttpError } from 'react-admin';

import type {
  ActivityView,
  AdminStatsView,
  AssetMediaView,
  AssetPerformanceView,
  AuditChainView,
  CreatedInvitationView,
  CredentialsResult,
  DemoDataStatusView,
  DistributionPreview,
  DistributionRequest,
  DistributionRunDetail,
  DistributionRunView,
  DistributionTerms,
  ImageUploadAnswer,
  InvestorDeletionImpactView,
  InvestorDetailsView,
  ObjectPathAnswer,
  PhotoUploadAnswer,
  ProfileView,
  ResetResult,
  SavedDocumentAnswer,
  SchemeAllocationView,
  SchemeDeletionImpactView,
  SchemeDocumentView,
  SchemePostingView,
  SchemePostView,
  StepUpStartAnswer,
  TicketCountsView,
  UploadTargetAnswer,
  UploadUrlAnswer,
  UserStatus,
} from '@fund/contracts';

import { API_URL, bodyMessage, httpClient, moneyWrite, totalOf } from './http';
import { securityMethods } from './securityMethods';
import { sessionMethods } from './sessionMethods';
import { shariaMethods } from './shariaMethods';

// The back office's calls that are not record CRUD (issue 22 item 2): each is a typed method of the
// data provider, called through `useAdminDataProvider()` (react-admin's useDataProvider: a 401 sends
// the admin to the login screen like any react-admin call) inside TanStack Query's useQuery /
// useMutation or an event handler. Pages and components never call fetch or httpClient themselves
// (ESLint's no-restricted-imports in eslint.config.js).

const at = (...parts: string[]) => `${API_URL}/${parts.map(encodeURIComponent).join('/')}`;

const read = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;

/** Sends `body` as JSON (no body when undefined) and answers the server's JSON. */
const send = async <T = unknown>(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body !== undefined && { body: JSON.stringify(body) }) })).json as T;

/** One page of a list the API answers with Content-Range: its rows and how many there are in all. */
export interface Page<T> {
  data: T[];
  total: number;
}

const readPage = async <T>(url: string, signal?: AbortSignal): Promise<Page<T>> => {
  const { json, headers } = await httpClient(url, { signal });
  const data = json as T[];
  return { data, total: totalOf(headers.get('Content-Range'), data.length) };
};

/** react-admin's range query of a zero-based page. */
const rangeOf = (page: number, perPage: number) => JSON.stringify([page * perPage, page * perPage + perPage - 1]);

/** What GET /api/activities/{investorId} is asked for: one type, only the unread, one page. */
export interface ActivityQuery {
  type?: 'transaction';
  page?: { page: number; perPage: number };
  unread?: boolean;
}

/** An image or document uploaded to storage and not yet attached to its record. */
export interface UploadedMedia {
  mediaUrl: string;
  mediaType: string;
  fileName: string;
}

/** The body of POST /api/objects/save-document. */
export interface SchemeDocumentBody {
  uploadURL: string;
  schemeId: string;
  name: string;
  type: string;
  size: string;
}

export type ResetTarget = { kind: 'request'; id: string; email: string; notes?: string } | { kind: 'admin'; id: string; email: string };

/** The url and body of each reset: optional trimmed notes for a request, nothing for an admin. */
export const resetCall = (target: ResetTarget): { url: string; body: string } =>
  target.kind === 'request'
    ? {
        url: `${API_URL}/admin/reset-investor-password/${encodeURIComponent(target.id)}`,
        body: JSON.stringify(target.notes?.trim() ? { notes: target.notes.trim() } : {}),
      }
    : { url: `${API_URL}/admin/reset-admin-password/${encodeURIComponent(target.id)}`, body: '{}' };

/** A CSV export as the server wrote it: the file and the name it gave (Content-Disposition). */
export interface CsvFile {
  blob: Blob;
  filename: string | undefined;
}

export const adminMethods = {
  // The Sharia layer (issue 24): shariaMethods.ts
  ...shariaMethods,
  // Where people are signed in (issue 25 item 6): sessionMethods.ts
  ...sessionMethods,
  // Second factors and the admins' policy (issue 25 items 2, 3): securityMethods.ts
  ...securityMethods,

  // Dashboard (spec/001 §7; issue 22 item 2)

  /** GET /api/admin/stats: the dashboard's figures. */
  getAdminStats: (signal?: AbortSignal) => read<AdminStatsView>(at('admin', 'stats'), signal),

  /** POST /api/step-up/start and POST /api/step-up: confirming it is the admin (issue 25 item 5, StepUpHost). */
  startStepUp: () => send<StepUpStartAnswer>('POST', at('step-up', 'start')),
  confirmStepUp: (code: string) => send('POST', at('step-up'), { code }),
  confirmStepUpPasskey: (response: Record<string, unknown>) => send('POST', at('step-up', 'passkey'), { response }),

  /** GET /api/admin/audit-logs/chain: the audit hash chain walked now (issue 25 item 7). */
  getAuditChain: (signal?: AbortSignal) => read<AuditChainView>(at('admin', 'audit-logs', 'chain'), signal),

  /** GET /api/admin/demo-data: whether the demo fund can be loaded, and the job's progress. */
  getDemoDataStatus: (signal?: AbortSignal) => read<DemoDataStatusView>(at('admin', 'demo-data'), signal),

  /** POST /api/admin/demo-data: starts loading the demo fund (409 once the fund has investors or schemes). */
  loadDemoData: () => send<DemoDataStatusView>('POST', at('admin', 'demo-data')),

  // Investors (spec/001 §4; issues 19-21)

  /** GET /api/admin/investors/{id}/details: KYC application, enrollments and metrics. */
  getInvestorDetails: (investorId: string, signal?: AbortSignal) =>
    read<InvestorDetailsView>(at('admin', 'investors', investorId, 'details'), signal),

  /** PATCH /api/admin/investors/{id}/personal: corrects the KYC details; answers the fresh details. */
  correctInvestorDetails: (investorId: string, changes: Record<string, string>) =>
    send<InvestorDetailsView>('PATCH', at('admin', 'investors', investorId, 'personal'), changes),

  /** GET /api/activities/{id}: one page of what was posted to the investor, newest first, and the total. */
  getInvestorActivities: (investorId: string, { type, page, unread }: ActivityQuery, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (type) query.set('type', type);
    if (page) query.set('range', rangeOf(page.page, page.perPage));
    if (unread) query.set('unread', 'true');
    return readPage<ActivityView>(`${at('activities', investorId)}?${query}`, signal);
  },

  /** GET /api/users/{id}/deletion-impact: what deleting the investor would remove (issue 19 item 5). */
  getInvestorDeletionImpact: (investorId: string, signal?: AbortSignal) =>
    read<InvestorDeletionImpactView>(at('users', investorId, 'deletion-impact'), signal),

  /** PATCH /api/users/{id}/status: disables or enables a login (investors and admins). */
  setUserStatus: (userId: string, status: UserStatus) => send('PATCH', at('users', userId, 'status'), { status }),

  // Users and settings (spec/001 §5, §6)

  /** POST /api/admin/invitations/{id}/resend: a new link e-mailed, the old one dies (issue 21 item 10). */
  resendInvitation: (invitationId: string) => send<CreatedInvitationView>('POST', at('admin', 'invitations', invitationId, 'resend')),

  /** PATCH /api/admin/users/{id}/role. */
  setUserRole: (userId: string, role: string) => send('PATCH', at('admin', 'users', userId, 'role'), { role }),

  /** PATCH /api/users/{id}/profile {email, fullName, profilePhotoUrl}. */
  updateProfile: (userId: string, body: { email: string; fullName: string; profilePhotoUrl: string | null }) =>
    send<ProfileView>('PATCH', at('users', userId, 'profile'), body),

  /** PATCH /api/users/{id}/password {currentPassword, newPassword}. */
  changePassword: (userId: string, body: { currentPassword: string; newPassword: string }) =>
    send('PATCH', at('users', userId, 'password'), body),

  /** POST /api/admin/reset-investor-password/{requestId} or /api/admin/reset-admin-password/{adminId}. */
  resetPassword: async (target: ResetTarget) => {
    const { url, body } = resetCall(target);
    return (await httpClient(url, { method: 'POST', body })).json as ResetResult;
  },

  // Uploads (the file itself is PUT to storage by libs/upload)

  /** POST /api/upload-url: where a profile photo is PUT. */
  requestProfilePhotoUrl: async () => (await send<PhotoUploadAnswer>('POST', at('upload-url'), {})).uploadURL,

  /** POST /api/objects/upload {filename, contentType, folder: 'marketing-slides'}: where a slide's image is PUT. */
  requestSlideImageUrl: async (file: File) =>
    (
      await send<UploadUrlAnswer>('POST', at('objects', 'upload'), {
        filename: file.name,
        contentType: file.type,
        folder: 'marketing-slides',
      })
    ).uploadURL,

  /** POST /api/objects/request-upload: a signed URL for one asset image (type and size checked by the server too). */
  requestAssetImageUrl: async (file: File) =>
    (
      await send<ImageUploadAnswer>('POST', at('objects', 'request-upload'), {
        fileName: file.name,
        contentType: file.type,
        size: file.size,
        path: 'assets',
      })
    ).url,

  /** POST /api/activities/upload-url: a signed URL for one activity document. */
  requestActivityDocumentUrl: async () => (await send<UploadTargetAnswer>('POST', at('activities', 'upload-url'), {})).uploadURL,

  /** POST /api/scheme-documents/upload-url: a signed URL for one scheme document. */
  requestSchemeDocumentUrl: async () => (await send<UploadUrlAnswer>('POST', at('scheme-documents', 'upload-url'), {})).uploadURL,

  /** POST /api/objects/set-acl: an uploaded image made public; answers its object path. */
  publishImage: async (uploadURL: string) =>
    (await send<ObjectPathAnswer>('POST', at('objects', 'set-acl'), { uploadURL, visibility: 'public' })).objectPath,

  // Assets (spec/001 §5; issue 19 item 4)

  /** POST /api/admin/assets/{id}/media. */
  attachAssetImage: (assetId: string, { mediaUrl, mediaType, fileName }: UploadedMedia) =>
    send<AssetMediaView>('POST', at('admin', 'assets', assetId, 'media'), { mediaUrl, mediaType, fileName }),

  /** DELETE /api/admin/asset-media/{mediaId}. */
  deleteAssetImage: async (mediaId: string) => {
    await send('DELETE', at('admin', 'asset-media', mediaId));
  },

  /** POST /api/admin/asset-enrollments/scheme (a money write): the asset to every enrollment of the scheme that does not hold it yet. */
  allocateAssetToScheme: (body: { assetId: string; schemeId: string }) =>
    moneyWrite<SchemeAllocationView>(at('admin', 'asset-enrollments', 'scheme'), body),

  /** POST /api/admin/asset-performance-update: new values of an asset, posted to its holders. */
  postAssetPerformance: (body: object) => send<AssetPerformanceView>('POST', at('admin', 'asset-performance-update'), body),

  // Schemes (spec/001 §3; issue 19 item 5)

  /** GET /api/schemes/{id}/documents, newest first. */
  getSchemeDocuments: (schemeId: string, signal?: AbortSignal) => read<SchemeDocumentView[]>(at('schemes', schemeId, 'documents'), signal),

  /** POST /api/objects/save-document: an uploaded file becomes a document of the scheme. */
  saveSchemeDocument: (body: SchemeDocumentBody) => send<SavedDocumentAnswer>('POST', at('objects', 'save-document'), body),

  /** DELETE /api/schemes/{id}/documents/{documentId}. */
  deleteSchemeDocument: async (schemeId: string, documentId: string) => {
    await send('DELETE', at('schemes', schemeId, 'documents', documentId));
  },

  /** GET /api/schemes/{id}/deletion-impact: the counts a delete would remove. */
  getSchemeDeletionImpact: (schemeId: string, signal?: AbortSignal) =>
    read<SchemeDeletionImpactView>(at('schemes', schemeId, 'deletion-impact'), signal),

  /** POST /api/schemes/{id}/archive or /restore. */
  archiveScheme: async (schemeId: string, action: 'archive' | 'restore') => {
    await send('POST', at('schemes', schemeId, action), {});
  },

  /** POST /api/schemes/{id}/activities (a money write): one activity per investor, in one transaction. */
  postToScheme: (schemeId: string, body: object) => moneyWrite<SchemePostingView>(at('schemes', schemeId, 'activities'), body),

  /** GET /api/schemes/{id}/posts (issue 20 item 4): one page of the scheme's posts and runs, newest first, with their reads. */
  getSchemePosts: (schemeId: string, page: number, perPage: number, signal?: AbortSignal) => {
    const query = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: rangeOf(page, perPage) });
    return readPage<SchemePostView>(`${at('schemes', schemeId, 'posts')}?${query}`, signal);
  },

  // Distribution runs (issue 19 item 1)

  /** POST /api/schemes/{id}/distributions/preview: what each holder would be paid; writes nothing. */
  previewDistribution: async (schemeId: string, terms: DistributionTerms, signal?: AbortSignal) =>
    (await httpClient(`${at('schemes', schemeId, 'distributions')}/preview`, { method: 'POST', body: JSON.stringify(terms), signal }))
      .json as DistributionPreview,

  /** POST /api/schemes/{id}/distributions (a money write): pays every included holder in one transaction. */
  confirmDistribution: (schemeId: string, body: DistributionRequest) =>
    moneyWrite<DistributionRunView>(at('schemes', schemeId, 'distributions'), body),

  /** POST /api/distributions/{id}/reversal (a money write). */
  reverseDistribution: (runId: string) => moneyWrite<DistributionRunView>(at('distributions', runId, 'reversal'), {}),

  /** GET /api/distributions/{id}: the run and what each investor was paid. */
  getDistribution: (runId: string, signal?: AbortSignal) => read<DistributionRunDetail>(at('distributions', runId), signal),

  /** GET /api/schemes/{id}/distributions: one page of the runs, newest first, and how many there are. */
  getDistributionRuns: (schemeId: string, page: number, perPage: number, signal?: AbortSignal) =>
    readPage<DistributionRunView>(
      `${at('schemes', schemeId, 'distributions')}?${new URLSearchParams({ range: rangeOf(page, perPage) })}`,
      signal,
    ),

  // The rest of spec/001 §7

  /** GET /api/admin/tickets/counts: every investor's open tickets (issue 21 item 7). */
  getTicketCounts: (signal?: AbortSignal) => read<TicketCountsView>(at('admin', 'tickets', 'counts'), signal),

  /** PATCH /api/expressions-of-interest/{id}/archive. */
  archiveExpression: (expressionId: string) => send('PATCH', at('expressions-of-interest', expressionId, 'archive')),

  /** POST /api/kyc/{id}/create-credentials {username, password}. */
  createCredentials: (kycId: string, values: { username: string; password: string }) =>
    send<CredentialsResult>('POST', at('kyc', kycId, 'create-credentials'), values),

  /** POST /api/admin/marketing-slides/{id}/move {direction}. */
  moveSlide: async ({ id, direction }: { id: string; direction: 'up' | 'down' }) => {
    await send('POST', at('admin', 'marketing-slides', id, 'move'), { direction });
  },

  /**
   * GET an export url (text/csv) with the session cookie: the file and the name the server gave. A
   * refusal rejects with react-admin's HttpError carrying the server's message.
   */
  fetchCsv: async (url: string): Promise<CsvFile> => {
    // httpClient reads JSON; a CSV answer is read as a file.
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/csv' } });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
      throw new HttpError(bodyMessage(body) ?? response.statusText, response.status, body);
    }
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] };
  },
};

export type AdminMethods = typeof adminMethods;
