// Prints the gzip sizes of both front ends' built bundles (run `npm run build` first): the initial
// load (what index.html pulls in before the first page renders: its entry script, every chunk that
// one imports statically, and the stylesheets) and each lazily loaded chunk with the chunks it
// alone brings along. Exits 1 when an app's initial load is over its budget.
//
//   npm run size                 both apps
//   npm run size -- admin-ui     one app
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Initial-load budgets in kB of gzip (ARCHITECTURE.md, issue 11). */
const APPS = [
  { name: 'admin-ui', budgetKb: 700 },
  { name: 'investor-ui', budgetKb: 250 },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pad = (text, width) => text + ' '.repeat(Math.max(1, width - text.length));

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

function analyse(app) {
  const dist = path.join(ROOT, app.name, 'dist');
  const html = path.join(dist, 'index.html');
  if (!existsSync(html)) return { missing: true };
  const assetsDir = path.join(dist, 'assets');
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const source = new Map(files.map((f) => [f, readFileSync(path.join(assetsDir, f), 'utf8')]));
  const gzip = new Map(files.map((f) => [f, gzipSync(source.get(f), { level: 9 }).length]));
  const staticDeps = (file) => [...(source.get(file) ?? '').matchAll(STATIC_IMPORT)].map((m) => m[1]).filter((f) => source.has(f));
  const closure = (starts) => {
    const seen = new Set();
    const queue = [...starts];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file) || !source.has(file)) continue;
      seen.add(file);
      queue.push(...staticDeps(file));
    }
    return seen;
  };

  const indexHtml = readFileSync(html, 'utf8');
  const referenced = [...indexHtml.matchAll(/(?:src|href)="[^"]*\/assets\/([\w.-]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initial = closure(referenced);
  // Chunks reached only through import(): every dynamic target, with what it alone adds.
  const lazyTargets = new Set(files.flatMap((f) => [...source.get(f).matchAll(DYNAMIC_IMPORT)].map((m) => m[1])));
  const lazy = [...lazyTargets]
    .filter((f) => !initial.has(f))
    .map((file) => {
      // Another lazy chunk it imports is counted on its own line (it is usually loaded already).
      const own = [...closure([file])].filter((f) => !initial.has(f) && (f === file || !lazyTargets.has(f)));
      return { file, gzip: gzip.get(file), withDeps: own.reduce((sum, f) => sum + gzip.get(f), 0), deps: own.filter((f) => f !== file) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  const initialBytes = [...initial].reduce((sum, f) => sum + gzip.get(f), 0);
  return { initial: [...initial].sort((a, b) => gzip.get(b) - gzip.get(a)), gzip, initialBytes, lazy };
}

let failed = false;
const only = process.argv.slice(2);
for (const app of APPS.filter((a) => only.length === 0 || only.includes(a.name))) {
  const result = analyse(app);
  console.log(`\n${app.name}`);
  if (result.missing) {
    console.log(`  no build: run \`npm run build -w ${app.name}\` first`);
    failed = true;
    continue;
  }
  const verdict =
    app.budgetKb === undefined
      ? ''
      : result.initialBytes <= app.budgetKb * 1000
        ? ` (budget ${app.budgetKb} kB: ok)`
        : ` (budget ${app.budgetKb} kB: OVER)`;
  if (app.budgetKb !== undefined && result.initialBytes > app.budgetKb * 1000) failed = true;
  console.log(`  initial load: ${kb(result.initialBytes)} gzip in ${result.initial.length} files${verdict}`);
  for (const file of result.initial) console.log(`    ${pad(file, 44)}${kb(result.gzip.get(file)).padStart(10)}`);
  console.log(`  lazily loaded chunks (own size; with the chunks only it brings):`);
  if (result.lazy.length === 0) console.log('    none');
  for (const chunk of result.lazy) {
    const extra = chunk.deps.length ? `  ${kb(chunk.withDeps)} with ${chunk.deps.join(', ')}` : '';
    console.log(`    ${pad(chunk.file, 44)}${kb(chunk.gzip).padStart(10)}${extra}`);
  }
}
process.exit(failed ? 1 : 0);
