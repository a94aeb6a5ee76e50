// The yardstick of routes-bench.mjs: the routes it measures, answered by a hand-written node:http + pg
// server with the same JSON (and Content-Range) as the product, on the product's own database and
// sessions. Not part of the product.
//
//   DATABASE_URL=postgres://... SESSION_SECRET=... node bench/bare-server.mjs
//
// Listens on HOST:PORT (default 127.0.0.1 and a free port) and prints `listening on HOST:PORT`.
// What it does per request, as a hand-written server would:
//   - the session: checks the signed `sid` cookie (`s:<sid>.<HMAC-SHA256>`), reads the session row and
//     its user's role and status in one statement, applies the 30-minute idle and 12-hour absolute
//     rules, and writes the session's new expiry at most once a minute, without waiting for it;
//   - the route: the SQL below on the typed columns; the lists that grow with time (activities, KYC)
//     answer their first DEFAULT_PAGE_SIZE rows without `range`, the investment detail its latest
//     DEFAULT_PAGE_SIZE activities and their total; the money figures come from the totals tables the
//     enrollments trigger keeps (scheme_totals, investor_totals), the counts of investors, pending KYC
//     applications and audit entries from row_counts (kept by their tables' triggers).
// It mirrors the product's answers as of its writing: when the product changes a route's JSON (a
// default page size, a new field), change it here too; routes-bench.mjs compares both answers first
// and prints any difference.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { STATUS_CODES } from 'node:http';
import pg from 'pg';

import {
  ADMIN_ROLES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MESSAGES,
  returnPercentage,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
} from '@fund/contracts';

// bigint and numeric (money, sums, counts) as numbers, dates as their YYYY-MM-DD text, as the product sends them.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
pg.types.setTypeParser(1082, (text) => text);

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3600_000;
/** The session's expiry is written again once it is this much older than a fresh one. */
const RENEW_AFTER_MS = 60_000;
/** The first page of a list that grows with time, answered without `range`. */
const FIRST_PAGE = [0, DEFAULT_PAGE_SIZE - 1];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class HttpError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

const isAdmin = (user) => ADMIN_ROLES.includes(user.role);
const iso = (date) => (date === null ? null : date.toISOString());
const flag = (value) => (value ? 'true' : 'false');

function canActFor(user, investorId) {
  if (!isAdmin(user) && user.id !== investorId) throw new HttpError(403, MESSAGES.forbidden);
}

function adminOnly(user) {
  if (!isAdmin(user)) throw new HttpError(403, MESSAGES.forbidden);
}

/** The session id of a cookie header signed with `secret` (`s:` + sid + `.` + base64 HMAC-SHA256 unpadded), or undefined. */
function sessionId(cookieHeader, secret) {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('sid='))
    ?.slice(4);
  const signed = value === undefined ? '' : decodeURIComponent(value);
  const dot = signed.lastIndexOf('.');
  if (!signed.startsWith('s:') || dot < 2) return undefined;
  const sid = signed.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
}

/** [start, end] from `range=[start,end]`, or undefined without one; a 400 when it is not a valid range. */
function pageOf(searchParams) {
  const raw = searchParams.get('range');
  if (raw === null) return undefined;
  let range;
  try {
    range = JSON.parse(raw);
  } catch {
    range = undefined;
  }
  const valid = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0];
  if (!valid || range[1] - range[0] + 1 > MAX_PAGE_SIZE)
    throw new HttpError(400, 'Invalid range: expected [start,end] with 0 <= start <= end');
  return range;
}

/** A list answer: the rows and react-admin's Content-Range. */
function list(resource, items, total, start = 0) {
  const contentRange = items.length === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + items.length - 1}/${total}`;
  return { items, headers: { 'Content-Range': contentRange, 'Access-Control-Expose-Headers': 'Content-Range' } };
}

/** A list of `resource`: the page asked for with its total, or the whole list (its length is the total). */
async function pagedList(db, resource, range, countSql, rowsSql, params, mapRow) {
  if (!range) {
    const { rows } = await db.query(rowsSql, params);
    return list(resource, rows.map(mapRow), rows.length);
  }
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query(countSql, params),
    db.query(`${rowsSql} LIMIT ${range[1] - range[0] + 1} OFFSET ${range[0]}`, params),
  ]);
  return list(resource, rows.map(mapRow), counted[0].total, range[0]);
}

const mapInvestment = (r) => ({
  id: r.id,
  investorId: r.investor_id,
  schemeId: r.scheme_id,
  investmentAmount: r.investment_amount,
  currentValue: r.current_value,
  totalPayouts: r.total_payouts,
  nextPayoutDate: r.next_payout_date,
  nextPayoutAmount: r.next_payout_amount,
  status: r.status,
  enrolledAt: iso(r.enrolled_at),
  returnPercentage: returnPercentage(r.current_value, r.investment_amount),
});

const mapActivity = (r) => {
  const view = {
    id: r.id,
    type: r.type,
    investorId: r.investor_id,
    schemeId: r.scheme_id,
    title: r.title,
    content: r.content,
    category: r.category,
    amount: r.amount,
    url: r.url,
    documentUrl: r.document_url,
    documentName: r.document_name,
    documentType: r.document_type,
    documentSize: r.document_size,
    assetId: r.asset_id,
    netProfits: r.net_profits,
    createdAt: iso(r.created_at),
  };
  if (r.scheme_name !== undefined) view.schemeName = r.scheme_name;
  return view;
};

const ACTIVITY_COLUMNS = `a.id, a.type, a.investor_id, a.scheme_id, a.title, a.content, a.category, a.amount, a.url, a.document_url,
  a.document_name, a.document_type, a.document_size, a.asset_id, a.net_profits, a.created_at`;

// One row per scheme from scheme_totals (kept by the enrollments trigger), then per product and in total.
const STATS_SQL = `
  WITH scheme_aum AS (
    SELECT s.id, s.name, s.product_id,
           coalesce(t.current_value, 0) AS aum, coalesce(t.total_invested, 0) AS invested, coalesce(t.total_payouts, 0) AS payouts
    FROM schemes s LEFT JOIN scheme_totals t ON t.scheme_id = s.id
  )
  SELECT json_build_object(
    'totalInvestors', (SELECT coalesce(sum(n), 0)::bigint FROM row_counts WHERE name = 'investors'),
    'activeSchemes', (SELECT count(*) FROM schemes WHERE status = 'live' AND archived_at IS NULL),
    'pendingKyc', (SELECT coalesce(sum(n), 0)::bigint FROM row_counts WHERE name = 'pending_kyc'),
    'totalAum', (SELECT coalesce(sum(aum), 0) FROM scheme_aum),
    'totalInvested', (SELECT coalesce(sum(invested), 0) FROM scheme_aum),
    'totalPayouts', (SELECT coalesce(sum(payouts), 0) FROM scheme_aum),
    'aumByProduct', (
      SELECT json_agg(json_build_object('productId', p.id, 'productName', p.name, 'productType', p.type, 'aum', p.aum) ORDER BY p.aum DESC, p.name)
      FROM (SELECT p.id, p.name, p.type, coalesce(sum(sa.aum), 0) AS aum FROM products p LEFT JOIN scheme_aum sa ON sa.product_id = p.id GROUP BY p.id) p
    ),
    'aumByScheme', coalesce((
      SELECT json_agg(json_build_object('schemeId', sa.id, 'schemeName', sa.name, 'aum', sa.aum) ORDER BY sa.aum DESC, sa.name, sa.id) FROM scheme_aum sa
    ), '[]'::json)
  ) AS stats`;

/** The routes: [pattern, handler(db, user, params, searchParams)]; a handler answers a body or a list(). */
const ROUTES = [
  [
    /^\/api\/me$/,
    (db, user) => ({
      id: user.id,
      role: user.role,
      fullName: user.full_name,
      profilePhotoUrl: user.profile_photo_url,
      mustChangePassword: flag(user.must_change_password),
    }),
    { duringPasswordChange: true },
  ],
  [
    /^\/api\/investments\/([^/]+)$/,
    async (db, user, [userId], searchParams) => {
      canActFor(user, userId);
      const sql = `
        SELECT e.*, s.name AS scheme_name, s.country AS scheme_country, s.status AS scheme_status, s.term AS scheme_term, s.product_id AS scheme_product_id
        FROM enrollments e JOIN schemes s ON s.id = e.scheme_id
        WHERE e.investor_id = $1 ORDER BY e.enrolled_at DESC, e.id`;
      const count = `SELECT count(*) AS total FROM enrollments WHERE investor_id = $1`;
      return pagedList(db, 'investments', pageOf(searchParams), count, sql, [userId], (r) => {
        const { investorId: _investorId, schemeId: _schemeId, ...card } = mapInvestment(r);
        return {
          ...card,
          scheme: {
            id: r.scheme_id,
            name: r.scheme_name,
            country: r.scheme_country,
            status: r.scheme_status,
            term: r.scheme_term,
            productId: r.scheme_product_id,
          },
        };
      });
    },
  ],
  [
    /^\/api\/investments\/([^/]+)\/([^/]+)$/,
    async (db, user, [userId, schemeId]) => {
      canActFor(user, userId);
      const [{ rows: found }, { rows: activities }, { rows: counted }] = await Promise.all([
        db.query(
          `SELECT e.*, s.name, s.description, s.country, s.status AS scheme_status, s.minimum_investment, s.term, s.roi_per_annum, s.liquidity,
                  s.return_type, s.payout_frequency, s.capital_return_method, s.video_url, s.product_id, p.name AS product_name
           FROM enrollments e JOIN schemes s ON s.id = e.scheme_id LEFT JOIN products p ON p.id = s.product_id
           WHERE e.investor_id = $1 AND e.scheme_id = $2`,
          [userId, schemeId],
        ),
        db.query(
          `SELECT ${ACTIVITY_COLUMNS} FROM activities a WHERE a.investor_id = $1 AND a.scheme_id = $2 ORDER BY a.created_at DESC, a.id LIMIT ${DEFAULT_PAGE_SIZE}`,
          [userId, schemeId],
        ),
        db.query('SELECT count(*) AS total FROM activities WHERE investor_id = $1 AND scheme_id = $2', [userId, schemeId]),
      ]);
      const [r] = found;
      if (!r) throw new HttpError(404, MESSAGES.investmentNotFound);
      return {
        enrollment: mapInvestment(r),
        scheme: {
          id: r.scheme_id,
          name: r.name,
          description: r.description,
          country: r.country,
          status: r.scheme_status,
          minimumInvestment: r.minimum_investment,
          term: r.term,
          roiPerAnnum: r.roi_per_annum,
          liquidity: r.liquidity,
          returnType: r.return_type,
          payoutFrequency: r.payout_frequency,
          capitalReturnMethod: r.capital_return_method,
          videoUrl: r.video_url,
          productId: r.product_id,
          productName: r.product_name,
        },
        activities: activities.map(mapActivity),
        activitiesTotal: counted[0].total,
      };
    },
  ],
  [
    /^\/api\/activities\/([^/]+)$/,
    async (db, user, [userId], searchParams) => {
      canActFor(user, userId);
      const params = [userId];
      let where = 'a.investor_id = $1';
      for (const [name, column] of [
        ['type', 'a.type'],
        ['schemeId', 'a.scheme_id'],
      ]) {
        const value = searchParams.get(name);
        if (value === null) continue;
        params.push(value);
        where += ` AND ${column} = $${params.length}`;
      }
      const sql = `SELECT ${ACTIVITY_COLUMNS}, COALESCE(NULLIF(s.name, ''), 'Unknown Scheme') AS scheme_name
                   FROM activities a LEFT JOIN schemes s ON s.id = a.scheme_id WHERE ${where} ORDER BY a.created_at DESC, a.id`;
      return pagedList(
        db,
        'activities',
        pageOf(searchParams) ?? FIRST_PAGE,
        `SELECT count(*) AS total FROM activities a WHERE ${where}`,
        sql,
        params,
        mapActivity,
      );
    },
  ],
  [
    /^\/api\/admin\/stats$/,
    async (db, user) => {
      adminOnly(user);
      return (await db.query(STATS_SQL)).rows[0].stats;
    },
  ],
  [
    /^\/api\/admin\/investor-summaries$/,
    async (db, user, _params, searchParams) => {
      adminOnly(user);
      // The page of users first, then their rows of investor_totals (kept by the enrollments trigger).
      const sql = `
        SELECT u.id, u.full_name, u.email, u.username, u.status, u.profile_photo_url, u.created_at, k.phone, k.full_address,
               coalesce(t.total_invested, 0) AS total_invested, coalesce(t.current_value, 0) AS current_value, coalesce(t.scheme_count, 0) AS scheme_count
        FROM (SELECT * FROM users WHERE role = 'investor' ORDER BY full_name, id %PAGE%) u
        LEFT JOIN kyc_applications k ON k.investor_id = u.id
        LEFT JOIN investor_totals t ON t.investor_id = u.id
        ORDER BY u.full_name, u.id`;
      const range = pageOf(searchParams);
      const page = range ? `LIMIT ${range[1] - range[0] + 1} OFFSET ${range[0]}` : '';
      const [{ rows }, total] = await Promise.all([
        db.query(sql.replace('%PAGE%', page)),
        range
          ? db.query(`SELECT coalesce(sum(n), 0)::bigint AS total FROM row_counts WHERE name = 'investors'`).then((r) => r.rows[0].total)
          : undefined,
      ]);
      const items = rows.map((r) => ({
        id: r.id,
        investor: {
          id: r.id,
          fullName: r.full_name,
          email: r.email,
          username: r.username,
          status: r.status,
          profilePhotoUrl: r.profile_photo_url,
          phone: r.phone,
          fullAddress: r.full_address,
          createdAt: iso(r.created_at),
        },
        totalInvested: r.total_invested,
        currentValue: r.current_value,
        schemeCount: r.scheme_count,
      }));
      return list('investor-summaries', items, total ?? items.length, range?.[0] ?? 0);
    },
  ],
  [
    /^\/api\/kyc$/,
    async (db, user, _params, searchParams) => {
      adminOnly(user);
      const status = searchParams.get('status');
      const where = status === null ? 'true' : 'status = $1';
      const params = status === null ? [] : [status];
      const sql = `SELECT * FROM kyc_applications WHERE ${where} ORDER BY submitted_at DESC, id`;
      return pagedList(
        db,
        'kyc',
        pageOf(searchParams) ?? FIRST_PAGE,
        `SELECT count(*) AS total FROM kyc_applications WHERE ${where}`,
        sql,
        params,
        (k) => ({
          id: k.id,
          investorId: k.investor_id,
          status: k.status,
          submittedAt: iso(k.submitted_at),
          reviewedAt: iso(k.reviewed_at),
          reviewedBy: k.reviewed_by,
          fullName: k.full_name,
          dateOfBirth: k.date_of_birth,
          email: k.email,
          phone: k.phone,
          country: k.country,
          fullAddress: k.full_address,
          idType: k.id_type,
          idUploadUrl: k.id_upload_url,
          passportNumber: k.passport_number,
          employmentStatus: k.employment_status,
          annualIncome: k.annual_income,
          previousInvestments: k.previous_investments,
          sourceOfIncome: k.source_of_income,
          accountName: k.account_name,
          accountNumber: k.account_number,
          sortCode: k.sort_code,
          swiftBic: k.swift_bic,
          ibanNumber: k.iban_number,
          bankName: k.bank_name,
          bankAddress: k.bank_address,
          nokName: k.nok_name,
          nokContactNumber: k.nok_contact_number,
          nokContactEmail: k.nok_contact_email,
          nokPassportNumber: k.nok_passport_number,
          nokRelationship: k.nok_relationship,
          termsAccepted: flag(k.terms_accepted),
          disclaimerAccepted: flag(k.disclaimer_accepted),
        }),
      );
    },
  ],
  [
    /^\/api\/admin\/audit-logs$/,
    async (db, user, _params, searchParams) => {
      adminOnly(user);
      const limit = Number(searchParams.get('limit') ?? 100);
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 500) throw new HttpError(400, 'limit must be a whole number from 1 to 500');
      const range = pageOf(searchParams) ?? [0, limit - 1];
      const sql = `SELECT * FROM audit_logs ORDER BY "timestamp" DESC, id`;
      // The whole log's total is the count the audit_logs trigger keeps (row_counts).
      return pagedList(
        db,
        'audit-logs',
        range,
        `SELECT coalesce(sum(n), 0)::bigint AS total FROM row_counts WHERE name = 'audit_logs'`,
        sql,
        [],
        (a) => ({
          id: a.id,
          userId: a.user_id,
          userRole: a.user_role,
          action: a.action,
          actionDetails: a.action_details,
          ipAddress: a.ip_address,
          userAgent: a.user_agent,
          timestamp: iso(a.timestamp),
        }),
      );
    },
  ],
];

/** The caller: the session row and its user in one statement; undefined when signed out (or the session is over). */
async function authenticate(db, req, secret) {
  const sid = sessionId(req.headers.cookie, secret);
  if (!sid) return undefined;
  // `expire` is a timestamp without time zone, written and compared in the database's time zone.
  const { rows } = await db.query(
    `SELECT s.sess, s.expire < now() + interval '${IDLE_MS - RENEW_AFTER_MS} milliseconds' AS renew,
            u.id, u.role, u.status, u.full_name, u.profile_photo_url, u.must_change_password
     FROM session s LEFT JOIN users u ON u.id = (s.sess ->> 'userId')::uuid
     WHERE s.sid = $1 AND s.expire > now()`,
    [sid],
  );
  const row = rows[0];
  if (!row?.id || !row.sess.authenticatedAt || Date.now() - row.sess.authenticatedAt > ABSOLUTE_MS || row.status !== 'active')
    return undefined;
  // The rolling idle life, written at most once a minute, beside the answer.
  if (row.renew) {
    db.query(`UPDATE session SET expire = now() + interval '${IDLE_MS} milliseconds' WHERE sid = $1 AND expire > now()`, [sid]).catch(
      (error) => console.error(error),
    );
  }
  return row;
}

function send(res, statusCode, body, headers = {}) {
  const json = JSON.stringify(body);
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(json);
}

export function createBareServer({ databaseUrl, secret, poolSize = 20 }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      const route = req.method === 'GET' ? ROUTES.find(([pattern]) => pattern.test(url.pathname)) : undefined;
      if (!route) throw new HttpError(404, MESSAGES.notFound);
      const [pattern, handler, options = {}] = route;
      const params = pattern.exec(url.pathname).slice(1).map(decodeURIComponent);
      const user = await authenticate(db, req, secret);
      if (!user) throw new HttpError(401, MESSAGES.authenticationRequired);
      if (user.must_change_password && !options.duringPasswordChange) throw new HttpError(403, MESSAGES.passwordChangeRequired);
      if (params.some((id) => !UUID.test(id))) throw new HttpError(404, MESSAGES.notFound);
      const answer = await handler(db, user, params, url.searchParams);
      if (answer?.items && answer.headers) send(res, 200, answer.items, answer.headers);
      else send(res, 200, answer);
    } catch (error) {
      const statusCode = error instanceof HttpError ? error.statusCode : 500;
      if (statusCode === 500) console.error(error);
      if (!res.headersSent)
        send(res, statusCode, {
          statusCode,
          message: statusCode === 500 ? 'Internal server error' : error.message,
          error: STATUS_CODES[statusCode],
        });
    }
  });
  server.on('close', () => void db.end());
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { DATABASE_URL, SESSION_SECRET, HOST = '127.0.0.1', PORT = '0' } = process.env;
  if (!DATABASE_URL || !SESSION_SECRET) {
    console.error('DATABASE_URL and SESSION_SECRET are required');
    process.exit(1);
  }
  const server = createBareServer({ databaseUrl: DATABASE_URL, secret: SESSION_SECRET });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(PORT), HOST, () => console.log(`listening on ${HOST}:${server.address().port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
