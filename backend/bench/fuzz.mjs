// Bad-input fuzzing of every API operation: no request may answer 5xx.
//
//   cd backend && npm run build && node bench/fuzz.mjs          (FUZZ_SEED=7 and FUZZ_ROUNDS=2 vary it)
//
// Reads the API's own description (/api/docs-json) and, for every operation, sends generated bad inputs
// as nobody, as an investor and as a super admin: path ids that are not ids (or are other people's),
// query values of the wrong type, bodies with wrong types, missing and extra fields, huge, negative and
// fractional numbers, odd Unicode, prototype keys, arrays for objects, broken JSON and wrong content
// types. The app is the real one (compiled backend, throwaway embedded PostgreSQL, see bench-kit.mjs),
// seeded with one investor who has an approved application, an enrollment, a ticket and an expression,
// so ids in paths reach the code behind the checks. Prints the answers by status class, the slowest
// operations, and every 5xx answer; exits 1 when there is one. Not a test tier: it takes about a minute.
import { machineLine, seed, withBenchApp } from './bench-kit.mjs';

const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 1);
const CONCURRENCY = 8;
let state = Number(process.env.FUZZ_SEED ?? 1);
/** A small deterministic generator (mulberry32), so a failing run can be repeated with its seed. */
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  VALUES ('fuzz_super', 'not-a-hash', 'fuzz_super@example.com', 'super_admin', 'Fuzz Super', 'active'),
         ('fuzz_inv', 'not-a-hash', 'fuzz_inv@example.com', 'investor', 'Fuzz Investor', 'active'),
         ('fuzz_other', 'not-a-hash', 'fuzz_other@example.com', 'investor', 'Other Investor', 'active');
  INSERT INTO kyc_applications (investor_id, status, full_name, date_of_birth, email, phone, full_address, id_type, id_upload_url,
    employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic,
    iban_number, bank_name, bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number,
    nok_relationship, terms_accepted, disclaimer_accepted)
  SELECT u.id, CASE WHEN u.username = 'fuzz_inv' THEN 'approved' ELSE 'pending' END, u.full_name, '1980-01-01', u.email,
         '+971 500000001', 'Villa 1, Al Wasl Road, Dubai', 'passport', '/api/objects/kyc-document/' || gen_random_uuid(),
         'employed', '1-3', 'Employment', u.full_name, '12345678', '12-34-56', 'EBILAEAD', 'AE070331234567890123456',
         'Emirates NBD', 'Dubai', 'Next Of Kin', '+971 500000002', 'nok@example.com', 'P1234567', 'spouse', true, true
  FROM users u WHERE u.role = 'investor';
  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  VALUES ('murabaha', 'Fuzz Scheme', 'A scheme to aim at.', 'United Arab Emirates', 'live', 50000, '24 months', '8.5%', 'Quarterly');
  INSERT INTO enrollments (investor_id, scheme_id, status, investment_amount, current_value, total_payouts)
  SELECT u.id, s.id, 'earning', 60000, 61000, 0 FROM users u, schemes s WHERE u.username = 'fuzz_inv';
  INSERT INTO tickets (investor_id, subject, description, category, priority, status)
  SELECT id, 'Statement question', 'Where is my statement for the quarter?', 'general', 'medium', 'open' FROM users WHERE username = 'fuzz_inv';
  INSERT INTO expressions_of_interest (investor_id, scheme_id, status)
  SELECT u.id, s.id, 'pending' FROM users u, schemes s WHERE u.username = 'fuzz_inv';
`;

const HUGE = '9'.repeat(400);
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800', // a lone surrogate
  '\u202e\u0645\u0631\u0627\u0628\u062d\u0629', // right-to-left override + Arabic
  '😀'.repeat(50),
  'a'.repeat(20_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
];
const ODD_VALUES = [
  null,
  true,
  0,
  -1,
  -1e308,
  1e308,
  2 ** 53 + 1,
  0.1 + 0.2,
  1e-320,
  [],
  [1, 'a', null],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  ...ODD_STRINGS,
];
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  HUGE,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  '%E2%80%AE',
  '%00',
  '..',
  'null',
  'undefined',
  ' 1',
  '1e3',
  '０１',
];

function resolve(doc, schema) {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node?.[key], doc);
  return s ?? {};
}

/** A plausible value for a schema, so that one bad field at a time gets past the others. */
function plausible(doc, schema, depth = 0) {
  const s = resolve(doc, schema);
  if (s.enum) return pick(s.enum);
  if (s.const !== undefined) return s.const;
  if (s.anyOf || s.oneOf) return plausible(doc, pick(s.anyOf ?? s.oneOf), depth + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => plausible(doc, part, depth + 1)));
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [plausible(doc, s.items ?? {}, depth + 1)];
    case 'object': {
      const out = {};
      if (depth > 3) return out;
      for (const [key, value] of Object.entries(s.properties ?? {})) out[key] = plausible(doc, value, depth + 1);
      return out;
    }
    default:
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date') return '2026-01-31';
      if (s.format === 'date-time') return '2026-01-31T10:00:00.000Z';
      if (s.format === 'uuid') return '3f1c2a8e-8a4b-4c1e-9f0a-2b3c4d5e6f70';
      return 'x'.repeat(Math.max(1, s.minLength ?? 8));
  }
}

/** Bad bodies for a request schema: each property made wrong in turn, then whole-body mutations. */
function badBodies(doc, schema) {
  const s = resolve(doc, schema);
  const base = plausible(doc, s);
  const bodies = [];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(s.properties ?? {})) {
      for (let i = 0; i < 4; i++) bodies.push(JSON.stringify({ ...base, [key]: pick(ODD_VALUES) }));
      const { [key]: _dropped, ...missing } = base;
      bodies.push(JSON.stringify(missing));
    }
    bodies.push(JSON.stringify({ ...base, unexpected: 'field', role: 'super_admin', isAdmin: true }));
    bodies.push(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(base).slice(1)}`);
    bodies.push(`{"constructor": {"prototype": {"x": 1}}, ${JSON.stringify(base).slice(1)}`);
  }
  bodies.push(
    '[]',
    'null',
    '"text"',
    '12',
    '{',
    '{"a":',
    '{"a": 1,}',
    JSON.stringify({ deep: JSON.parse('['.repeat(2000) + ']'.repeat(2000)) }),
  );
  bodies.push(JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]))));
  return bodies;
}

function badQueries(parameters) {
  const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const queries = [];
  for (const name of [...names, 'sort', 'range', 'filter', 'limit']) {
    for (let i = 0; i < 3; i++) queries.push(`${enc(name)}=${enc(String(JSON.stringify(pick(ODD_VALUES)) ?? ''))}`);
    queries.push(`${enc(name)}=${enc(pick(ODD_STRINGS))}`);
    queries.push(`${enc(name)}=a&${enc(name)}=b`);
  }
  queries.push(
    'sort=["__proto__","ASC"]',
    'filter={"constructor":1}',
    'range=[0,99999999]',
    'range=[-5,-1]',
    `range=[0,${HUGE}]`,
    'filter={"q":"%_\\\\"}',
  );
  return queries;
}

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    console.log(machineLine());
    await seed(dataSource, SEED_SQL);
    const ids = async (sql) => (await dataSource.query(sql)).map((row) => String(row.id));
    const realIds = [
      ...(await ids('SELECT id FROM users')),
      ...(await ids('SELECT id FROM schemes')),
      ...(await ids('SELECT id FROM enrollments')),
      ...(await ids('SELECT id FROM tickets')),
      ...(await ids('SELECT id FROM kyc_applications')),
      ...(await ids('SELECT id FROM expressions_of_interest')),
    ];
    const [superId] = await ids(`SELECT id FROM users WHERE username = 'fuzz_super'`);
    const [investorId] = await ids(`SELECT id FROM users WHERE username = 'fuzz_inv'`);

    const doc = await (await fetch(`${base}/api/docs-json`)).json();
    const operations = [];
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations.push({ route, method: method.toUpperCase(), op });
      }
    }

    // Sessions are renewed often: a fuzzed logout, password change or self-disable may end one.
    const cookies = { none: async () => undefined, investor: () => sessionCookie(investorId), admin: () => sessionCookie(superId) };
    const requests = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const { route, method, op } of operations) {
        const parameters = op.parameters ?? [];
        const pathNames = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const path = () => route.replace(/\{(\w+)\}/g, () => encodeURIComponentSafe(random() < 0.5 ? pick(realIds) : pick(BAD_IDS)));
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const bodies = schema ? badBodies(doc, schema) : method === 'GET' || method === 'DELETE' ? [undefined] : badBodies(doc, {});
        const queries = badQueries(parameters);
        for (const who of Object.keys(cookies)) {
          for (const body of bodies)
            requests.push({
              who,
              method,
              url: `${path()}`,
              body,
              type: pick(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']),
            });
          for (const query of queries)
            requests.push({ who, method, url: `${path()}?${query}`, body: schema ? JSON.stringify(plausible(doc, schema)) : undefined });
          for (let i = 0; i < Math.max(2, pathNames.length * 3); i++)
            requests.push({ who, method, url: path(), body: schema ? JSON.stringify(plausible(doc, schema)) : undefined });
          requests.push({ who, method, url: `${route.replace(/\{\w+\}/g, 'x')}/${enc(pick(ODD_STRINGS))}` });
        }
      }
    }
    for (let i = requests.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [requests[i], requests[j]] = [requests[j], requests[i]];
    }

    const byClass = {};
    const failures = [];
    let sent = 0;
    let current = { investor: await cookies.investor(), admin: await cookies.admin(), none: undefined };
    const started = Date.now();
    const worker = async () => {
      while (requests.length) {
        const r = requests.pop();
        if (sent > 0 && sent % 250 === 0) current = { investor: await cookies.investor(), admin: await cookies.admin(), none: undefined };
        sent++;
        const headers = {};
        if (current[r.who]) headers.cookie = current[r.who];
        if (r.body !== undefined) headers['content-type'] = r.type ?? 'application/json';
        let status;
        let text = '';
        try {
          const res = await fetch(`${base}${r.url}`, { method: r.method, headers, body: r.method === 'GET' ? undefined : r.body });
          status = res.status;
          text = await res.text();
        } catch (error) {
          status = `reset (${error.cause?.code ?? error.message})`;
        }
        const key = typeof status === 'number' ? `${Math.floor(status / 100)}xx` : 'no answer';
        byClass[key] = (byClass[key] ?? 0) + 1;
        if (typeof status !== 'number' || status >= 500)
          failures.push({
            who: r.who,
            method: r.method,
            url: r.url.slice(0, 160),
            status,
            body: r.body?.slice(0, 160),
            answer: text.slice(0, 200),
          });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    console.log(
      `operations: ${operations.length} (from /api/docs-json), sessions: none, investor, super admin, rounds: ${ROUNDS}, seed: ${process.env.FUZZ_SEED ?? 1}`,
    );
    console.log(`requests: ${sent} in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s, ${CONCURRENCY} at a time)`);
    console.log(
      `answers: ${Object.entries(byClass)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`5xx or no answer: ${failures.length}`);
    for (const f of failures.slice(0, 40)) console.log(JSON.stringify(f));
    if (failures.length) process.exitCode = 1;
  });
}

/** Percent-encodes; a lone surrogate (no UTF-8 form) goes as the invalid bytes it would be. */
function enc(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function encodeURIComponentSafe(value) {
  return /%[0-9A-F]{2}/i.test(value) ? value : enc(value);
}

await main();
