// `npm start`: build whatever is missing or older than its sources, then run the server in this
// process (so Ctrl-C and SIGTERM reach it directly). With --seed-demo, the demo seed instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const packages = [
  { name: 'libs/contracts', sources: ['src'], output: 'dist/index.js' },
  { name: 'backend', sources: ['src'], output: 'dist/main.js' },
  { name: 'admin-ui', sources: ['src', 'index.html', 'vite.config.ts'], output: 'dist/index.html' },
  { name: 'investor-ui', sources: ['src', 'index.html', 'vite.config.ts'], output: 'dist/index.html' },
];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

let contractsRebuilt = false;
for (const pkg of packages) {
  const dir = path.join(root, pkg.name);
  const output = path.join(dir, pkg.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...pkg.sources.map((s) => newest(path.join(dir, s))));
  if (built && changed <= built && !contractsRebuilt) continue;
  console.log(`Building ${pkg.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (pkg.name === 'libs/contracts') contractsRebuilt = true;
}

// `npm run seed:demo` runs the demo seed instead of the server, `npm run audit:verify` the audit chain's
// walk (issue 25), on the same DATA_DIR / DATABASE_URL.
const entry = process.argv.includes('--seed-demo')
  ? path.join('seed', 'demo-seed.js')
  : process.argv.includes('--audit-verify')
    ? 'audit-verify.js'
    : 'main.js';
await import(path.join(root, 'backend', 'dist', entry));
