// `npm run tour -- [FOLDER]`: a screenshot of every page of both apps on the demo fund (test/tour/pages.tour.ts),
// at desktop and phone width, light and dark, into FOLDER (test/artifacts/tour unless told). Needs `npm run build`.
// Compare two tours with `node scripts/compare-shots.mjs BEFORE AFTER [DIFFS]`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'test', 'artifacts', 'tour');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const child = spawn(
  process.execPath,
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, '--testMatch', '**/*.tour.ts', '../test/tour/pages.tour.ts'],
  { cwd: path.join(root, 'backend'), env: { ...process.env, TOUR_OUT: out }, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
