import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Handlebars from 'handlebars';
import qrcode from 'qrcode-generator';

import { BRAND_COLORS } from '@fund/contracts';

import type { DocumentTexts } from './document-texts.js';
import type { DocumentAssets } from './pdf-renderer.js';

// The HTML of the printed documents: one layout (fonts, colours of the design tokens, the fund's mark,
// the verification block) and a body per kind, as handlebars sources. Every value arrives formatted
// (document-data.ts); the words come from the texts catalog (document-texts.ts). Names and addresses
// are set in <bdi> so Arabic ones keep their order inside an English line.

const require = createRequire(import.meta.url);
/** Where the documents' fonts are linked from: never fetched, PdfRenderer answers these URLs from memory. */
const ASSET_ORIGIN = 'https://documents.invalid/fonts/';

/** Inter for Latin text and IBM Plex Sans Arabic for Arabic, embedded (linked by URL, answered by PdfRenderer from memory). */
const FONT_FACES = [
  ['Inter', 400, '@fontsource/inter/files/inter-latin-400-normal.woff2'],
  ['Inter', 600, '@fontsource/inter/files/inter-latin-600-normal.woff2'],
  ['Plex Arabic', 400, '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2'],
  ['Plex Arabic', 600, '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2'],
] as const;

const fontUrl = (file: string) => `${ASSET_ORIGIN}${file.split('/').pop()}`;
const FONT_CSS = FONT_FACES.map(
  ([family, weight, file]) => `@font-face{font-family:'${family}';font-weight:${weight};src:url(${fontUrl(file)}) format('woff2')}`,
).join('\n');

let assets: DocumentAssets | undefined;
/** The fonts' bytes by URL, read once. */
export const documentAssets = (): DocumentAssets =>
  (assets ??= new Map(
    FONT_FACES.map(([, , file]) => [fontUrl(file), { contentType: 'font/woff2', body: readFileSync(require.resolve(file)) }]),
  ));

const C = BRAND_COLORS;

const STYLE = `
  * { box-sizing: border-box; }
  html { font-family: 'Inter', 'Plex Arabic', sans-serif; font-size: 9.5pt; color: ${C.text}; line-height: 1.45; }
  body { margin: 0; }
  h1 { font-size: 17pt; font-weight: 600; margin: 0; color: ${C.green}; }
  h2 { font-size: 10.5pt; font-weight: 600; margin: 18px 0 6px; color: ${C.green}; text-transform: uppercase; letter-spacing: 0.06em; }
  .top { display: flex; justify-content: space-between; align-items: flex-start; border-block-end: 2px solid ${C.gold}; padding-block-end: 10px; }
  .brand { display: flex; align-items: center; gap: 10px; }
  .brand .name { font-size: 12pt; font-weight: 600; color: ${C.green}; }
  .brand .contact { color: ${C.muted}; font-size: 8.5pt; }
  .title { text-align: end; }
  .muted { color: ${C.muted}; }
  .hijri { color: ${C.muted}; font-size: 8pt; display: block; }
  .parties { display: flex; gap: 24px; margin-block-start: 14px; }
  .parties > div { flex: 1; }
  .label { color: ${C.muted}; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.05em; }
  .cards { display: flex; gap: 8px; margin-block-start: 14px; }
  .card { flex: 1; border: 1px solid ${C.line}; border-radius: 8px; padding: 8px 10px; background: ${C.background}; }
  .card .value { font-size: 12pt; font-weight: 600; }
  .card .value.small { font-size: 8.5pt; font-weight: 500; }
  .disclaimer { border-inline-start: 3px solid ${C.gold}; padding: 6px 10px; background: ${C.background}; font-size: 9pt; }
  table { width: 100%; border-collapse: collapse; }
  th { text-align: start; font-weight: 600; font-size: 8pt; color: ${C.muted}; border-block-end: 1px solid ${C.line}; padding: 5px 4px; }
  td { padding: 5px 4px; border-block-end: 1px solid ${C.line}; vertical-align: top; }
  tr { break-inside: avoid; }
  thead { display: table-header-group; }
  .num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tfoot td { font-weight: 600; border-block-start: 2px solid ${C.green}; border-block-end: none; }
  .note { color: ${C.muted}; font-size: 8pt; margin-block-start: 8px; }
  .empty { padding: 12px; border: 1px dashed ${C.line}; border-radius: 8px; color: ${C.muted}; }
  .verify { display: flex; gap: 14px; align-items: center; margin-block-start: 22px; padding: 10px; border: 1px solid ${C.line}; border-radius: 8px; break-inside: avoid; }
  .verify svg { width: 84px; height: 84px; flex: none; }
  .code { font-size: 12pt; font-weight: 600; letter-spacing: 0.08em; }
  .holdings td:first-child { width: 26%; }
  .holdings td:nth-child(3) { max-width: 80px; }
  .advice { margin-block-start: 18px; }
  .advice td:first-child { color: ${C.muted}; width: 38%; }
  .big { font-size: 16pt; font-weight: 600; color: ${C.green}; }
  .in { color: ${C.green}; }
`;

/** The fund's mark: a crescent over a leaf, in the brand's green and gold. */
const MARK = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><circle cx="18" cy="18" r="17" fill="${C.green}"/>
  <path d="M22 9a9 9 0 1 0 0 18a7 7 0 1 1 0-18z" fill="${C.gold}"/></svg>`;

const LAYOUT = `<!doctype html>
<html lang="{{t.lang}}" dir="{{t.dir}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>{{{fonts}}}${STYLE}</style></head>
<body>
<div class="top">
  <div class="brand">${MARK}<div><div class="name">{{fundName}}</div><div class="contact">{{fundContact}}</div></div></div>
  <div class="title"><h1>{{title}}</h1><div>{{subtitle}}</div><span class="hijri">{{subtitleHijri}}</span></div>
</div>
<div class="parties">
  <div><div class="label">{{t.investor}}</div><div><strong><bdi>{{investor.name}}</bdi></strong></div>
    {{#if investor.address}}<div><bdi>{{investor.address}}</bdi></div>{{/if}}
    <div class="muted">{{investor.email}}</div></div>
  <div><div class="label">{{t.investorNumber}}</div><div>{{investor.number}}</div>
    <div class="label" style="margin-block-start:6px">{{t.issued}}</div><div>{{issued.gregorian}} <span class="hijri">{{issued.hijri}}</span></div></div>
</div>
{{{body}}}
<div class="verify">{{{qr}}}<div><div class="label">{{t.verificationCode}}</div><div class="code">{{code}}</div>
  <div class="note">{{verifyText}}</div></div></div>
<p class="note">{{contactLine}}</p>
</body></html>`;

const STATEMENT_BODY = `
{{#if holdings.length}}
<div class="cards">
  <div class="card"><div class="label">{{t.invested}}</div><div class="value">{{totals.invested}}</div></div>
  <div class="card"><div class="label">{{t.valueAtEnd}}</div><div class="value">{{totals.valueEnd}}</div></div>
  <div class="card"><div class="label">{{t.payouts}} {{t.inPeriod}}</div><div class="value">{{totals.payoutsPeriod}}</div></div>
  <div class="card"><div class="label">{{t.payouts}} {{t.toDate}}</div><div class="value">{{totals.payoutsToDate}}</div></div>
</div>
<h2>{{t.holdings}}</h2>
<table class="holdings">
  <thead><tr><th>{{t.scheme}}</th><th class="num">{{t.invested}}</th><th class="num">{{t.valueAtStart}}</th><th class="num">{{t.valueAtEnd}}</th>
    <th class="num">{{t.contributions}}<br>{{t.inPeriod}} / {{t.toDate}}</th><th class="num">{{t.payouts}}<br>{{t.inPeriod}} / {{t.toDate}}</th>
    <th class="num">{{t.return}}</th><th class="num">{{t.totalReturn}}</th></tr></thead>
  <tbody>{{#each holdings}}<tr>
    <td><strong><bdi>{{schemeName}}</bdi></strong><div class="muted">{{productName}} · {{../t.enrolled}} {{enrolled}}</div></td>
    <td class="num">{{invested}}</td><td class="num">{{valueStart}}</td><td class="num">{{valueEnd}}</td>
    <td class="num">{{contributionsPeriod}}<br><span class="muted">{{contributionsToDate}}</span></td>
    <td class="num">{{payoutsPeriod}}<br><span class="muted">{{payoutsToDate}}</span></td>
    <td class="num">{{returnPct}}</td><td class="num">{{totalReturnPct}}</td></tr>{{/each}}</tbody>
  <tfoot><tr><td>{{t.total}}</td><td class="num">{{totals.invested}}</td><td class="num">{{totals.valueStart}}</td><td class="num">{{totals.valueEnd}}</td>
    <td class="num">{{totals.contributionsPeriod}}<br>{{totals.contributionsToDate}}</td><td class="num">{{totals.payoutsPeriod}}<br>{{totals.payoutsToDate}}</td>
    <td class="num">{{totals.returnPct}}</td><td class="num">{{totals.totalReturnPct}}</td></tr></tfoot>
</table>
<p class="note">{{t.returnsNote}}</p>
<h2>{{t.transactions}}</h2>
{{#if lines.length}}
<table>
  <thead><tr><th>{{t.date}}</th><th>{{t.scheme}}</th><th>{{t.type}}</th><th>{{t.description}}</th><th class="num">{{t.amount}}</th></tr></thead>
  <tbody>{{#each lines}}<tr><td>{{date}}<span class="hijri">{{hijri}}</span></td><td><bdi>{{schemeName}}</bdi></td><td>{{category}}</td>
    <td><bdi>{{title}}</bdi>{{#if purification}}<div class="muted">{{../t.toPurify}}: {{purification}}</div>{{/if}}</td><td class="num{{#if incoming}} in{{/if}}">{{amount}}</td></tr>{{/each}}</tbody>
</table>
{{#if purificationText}}<p class="note">{{purificationText}}</p>{{/if}}
{{else}}<p class="empty">{{t.noTransactions}}</p>{{/if}}
{{else}}
<h2>{{t.holdings}}</h2>
<p class="empty">{{t.noHoldings}}</p>
{{/if}}`;

const ADVICE_BODY = `
<div class="advice">
  <div class="label">{{t.paid}}</div><div class="big">{{amount}}</div>
  <table style="margin-block-start:10px">
    <tr><td>{{t.scheme}}</td><td><bdi>{{schemeName}}</bdi></td></tr>
    <tr><td>{{t.payoutDate}}</td><td>{{payoutDate}} <span class="hijri">{{payoutDateHijri}}</span></td></tr>
    <tr><td>{{t.paidTo}}</td><td>{{paidTo}}</td></tr>
    <tr><td>{{t.description}}</td><td><bdi>{{description}}</bdi></td></tr>
    {{#if purification}}<tr><td>{{t.purification}}</td><td><strong>{{purification}}</strong> <span class="muted">{{t.purificationNote}}</span></td></tr>{{/if}}
    <tr><td>{{t.nextPayout}}</td><td>{{nextPayout}}</td></tr>
    <tr><td>{{t.reference}}</td><td class="muted">{{reference}}</td></tr>
  </table>
</div>`;

const ZAKAT_BODY = `
<p class="disclaimer">{{disclaimer}}</p>
<div class="cards">
  <div class="card"><div class="label">{{t.zakatable}}</div><div class="value">{{totalZakatable}}</div></div>
  <div class="card"><div class="label">{{t.estimate}}</div><div class="value">{{totalEstimate}}</div></div>
  <div class="card"><div class="label">{{t.zakatYear}}</div><div class="value small">{{yearText}}</div></div>
  <div class="card"><div class="label">{{t.nisab}}</div><div class="value small">{{nisab}}</div></div>
</div>
<h2>{{t.holdings}}</h2>
{{#if holdings.length}}
<table class="holdings">
  <thead><tr><th>{{t.scheme}}</th><th>{{t.method}}</th><th class="num">{{t.zakatable}}</th><th>{{t.heldFullYear}}</th><th class="num">{{t.estimate}}</th></tr></thead>
  <tbody>{{#each holdings}}<tr><td><strong><bdi>{{schemeName}}</bdi></strong></td><td class="muted">{{method}}</td>
    <td class="num">{{zakatable}}</td><td>{{held}}</td><td class="num">{{estimate}}</td></tr>{{/each}}</tbody>
  <tfoot><tr><td>{{t.total}}</td><td></td><td class="num">{{totalZakatable}}</td><td></td><td class="num">{{totalEstimate}}</td></tr></tfoot>
</table>
{{else}}<p class="empty">{{t.noZakatHoldings}}</p>{{/if}}
<p class="note">{{rounding}}</p>`;

const FOOTER = `<div style="width:100%;font-family:Helvetica,Arial,sans-serif;font-size:7.5px;color:${C.muted};padding:0 14mm;display:flex;justify-content:space-between">
  <span>{{fundName}} · {{title}} · {{subtitle}} · {{t.verificationCode}} {{code}}</span>
  <span>{{t.page}} <span class="pageNumber"></span> {{t.of}} <span class="totalPages"></span></span></div>`;

const layout = Handlebars.compile(LAYOUT);
const bodies = {
  statement: Handlebars.compile(STATEMENT_BODY),
  payout_advice: Handlebars.compile(ADVICE_BODY),
  zakat_statement: Handlebars.compile(ZAKAT_BODY),
};
const footer = Handlebars.compile(FOOTER);

/** {{name}} placeholders of a catalog text, filled (the result is escaped by the template like any value). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The QR code of the verification link, as inline SVG. */
export function qrSvg(url: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(url);
  qr.make();
  return qr.createSvgTag({ cellSize: 3, margin: 0, scalable: true });
}

export interface LayoutData {
  t: DocumentTexts;
  title: string;
  subtitle: string;
  subtitleHijri: string;
  fundName: string;
  fundContact: string;
  investor: { name: string; address: string | null; email: string; number: string };
  issued: { gregorian: string; hijri: string };
  code: string;
  verifyUrl: string;
}

/** The whole page and its footer (the footer is printed on every page by Chromium, with page numbers). */
export function documentHtml(kind: keyof typeof bodies, data: LayoutData, bodyData: object): { html: string; footerHtml: string } {
  const body = bodies[kind]({ t: data.t, ...bodyData });
  const html = layout({
    ...data,
    fonts: FONT_CSS,
    body,
    qr: qrSvg(data.verifyUrl),
    verifyText: fill(data.t.verifyText, { url: data.verifyUrl }),
    contactLine: fill(data.t.contact, { contact: data.fundContact }),
  });
  return { html, footerHtml: footer(data) };
}
