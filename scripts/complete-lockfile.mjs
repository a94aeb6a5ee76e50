// Some registries (this project's build machines among them) lack a few prebuilt platform packages
// that @swc/core and unrs-resolver list as optional dependencies; `npm install` then leaves them out
// of package-lock.json and `npm ci` refuses the lockfile as out of sync. This adds the missing
// entries with the os/cpu/libc their names declare, so npm ci skips them on other platforms and
// fetches them where they apply. Run it after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));

function platformOf(name) {
  const tail = name
    .split('/')
    .pop()
    .replace(/^(core|resolver-binding)-/, '');
  const [os, cpu, abi] = tail.split('-');
  const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
  if (!os || !cpu) return undefined;
  return { os: [os], cpu: [cpu], ...(libc && { libc }) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[`node_modules/${dep}`] = { version: range, ...platform, ...(entry.dev && { dev: true }), optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
