// `npm test`: build, typecheck, lint, then every test tier. Each step streams its output; the end
// prints one line per runner and the total as "N passed, N failed".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = ['node', '--experimental-vm-modules', '--no-warnings=ExperimentalWarning', path.join(root, 'node_modules/jest/bin/jest.js')];

const steps = [
  // The build comes first: the packages typecheck against @fund/contracts' compiled declarations.
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--workspaces'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'contracts (vitest)', cmd: ['npx', 'vitest', 'run'], cwd: 'libs/contracts', runner: 'vitest' },
  { name: 'upload (vitest)', cmd: ['npx', 'vitest', 'run'], cwd: 'libs/upload', runner: 'vitest' },
  { name: 'ui kit (vitest)', cmd: ['npx', 'vitest', 'run'], cwd: 'libs/ui', runner: 'vitest' },
  { name: 'admin-ui (vitest)', cmd: ['npx', 'vitest', 'run'], cwd: 'admin-ui', runner: 'vitest' },
  { name: 'investor-ui (vitest)', cmd: ['npx', 'vitest', 'run'], cwd: 'investor-ui', runner: 'vitest' },
  { name: 'backend unit + e2e (jest)', cmd: [...jest, '--ci'], cwd: 'backend', runner: 'jest' },
];

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function counts(runner, output) {
  const text = plain(output);
  if (runner === 'jest') {
    const line = /^Tests:\s+(.*)$/m.exec(text)?.[1] ?? '';
    const n = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
    return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
  }
  const line = /^\s*Tests\s+(.*)$/m.exec(text)?.[1] ?? '';
  const n = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped') + n('todo') };
}

/** The names of the failed tests in a runner's output, so the summary at the end of a long log says which. */
function failedNames(runner, output) {
  const lines = plain(output).split('\n');
  const pattern = runner === 'jest' ? /^\s+● (.+ › .+)$/ : /^\s*(?:×|✗|FAIL)\s+(.+)$/;
  return [...new Set(lines.map((l) => pattern.exec(l)?.[1]?.trim()).filter(Boolean))].slice(0, 20);
}

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${step.name} ===`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: path.join(root, step.cwd ?? '.'), env: process.env });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
      process.stdout.write(c);
    });
    child.stderr.on('data', (c) => {
      output += c;
      process.stderr.write(c);
    });
    child.on('close', (code) => resolve({ ...step, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
for (const step of steps) {
  const result = await run(step);
  results.push(result);
  // Without a clean typecheck, lint and build the tests would only report noise.
  if (result.code !== 0 && !step.runner) break;
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const status = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  if (r.runner) {
    const c = counts(r.runner, r.output);
    passed += c.passed;
    failed += c.failed + (r.code !== 0 && c.failed === 0 ? 1 : 0);
    skipped += c.skipped;
    console.log(`${r.name.padEnd(28)} ${status.padEnd(18)} ${c.passed} passed, ${c.failed} failed  ${r.seconds.toFixed(1)} s`);
    if (r.code !== 0) for (const name of failedNames(r.runner, r.output)) console.log(`  failed: ${name}`);
  } else {
    if (r.code !== 0) failed += 1;
    console.log(`${r.name.padEnd(28)} ${status.padEnd(18)} ${''.padEnd(20)}${r.seconds.toFixed(1)} s`);
  }
}
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.code === 0) && results.length === steps.length ? 0 : 1);
