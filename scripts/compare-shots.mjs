/* global createImageBitmap, OffscreenCanvas -- used inside page.evaluate, in the browser */
// Compares two folders of screenshots (the tour's, test/tour/pages.tour.ts) picture by picture and
// prints, for each name in both, whether the sizes match and the share of pixels that differ, the
// most changed first; with a third folder it writes a picture of each changed one there (the after
// picture, changed pixels in magenta) to look at. Runs in Debian's chromium (canvas), no image library.
//   node scripts/compare-shots.mjs BEFORE AFTER [DIFFS]
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [before, after, diffs] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/compare-shots.mjs BEFORE AFTER [DIFFS]');
  process.exit(2);
}
const names = (await readdir(before)).filter((n) => n.endsWith('.png'));
const afterNames = new Set((await readdir(after)).filter((n) => n.endsWith('.png')));
if (diffs) await mkdir(diffs, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const rows = [];
for (const name of names) {
  if (!afterNames.has(name)) {
    rows.push({ name, note: 'missing after' });
    continue;
  }
  const [a, b] = await Promise.all([readFile(path.join(before, name)), readFile(path.join(after, name))]);
  const result = await page.evaluate(
    async ({ a, b, wantPicture }) => {
      const load = async (data) => createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const width = Math.max(ia.width, ib.width);
      const height = Math.max(ia.height, ib.height);
      const read = (img) => {
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, width, height);
      };
      const da = read(ia);
      const db = read(ib);
      let changed = 0;
      for (let i = 0; i < da.data.length; i += 4) {
        const d = Math.abs(da.data[i] - db.data[i]) + Math.abs(da.data[i + 1] - db.data[i + 1]) + Math.abs(da.data[i + 2] - db.data[i + 2]);
        if (d > 24) {
          changed += 1;
          db.data[i] = 255;
          db.data[i + 1] = 0;
          db.data[i + 2] = 255;
        }
      }
      let picture = null;
      if (wantPicture && changed > 0) {
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d').putImageData(db, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = '';
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        picture = btoa(s);
      }
      return { sizeA: `${ia.width}x${ia.height}`, sizeB: `${ib.width}x${ib.height}`, share: changed / (width * height), picture };
    },
    { a: a.toString('base64'), b: b.toString('base64'), wantPicture: Boolean(diffs) },
  );
  if (result.picture) await writeFile(path.join(diffs, name), Buffer.from(result.picture, 'base64'));
  rows.push({ name, share: result.share, note: result.sizeA === result.sizeB ? '' : `${result.sizeA} -> ${result.sizeB}` });
}
await browser.close();
for (const name of afterNames) if (!names.includes(name)) rows.push({ name, note: 'new after' });
rows.sort((x, y) => (y.share ?? 1) - (x.share ?? 1));
for (const r of rows)
  console.log(
    `${r.share === undefined ? '   -  ' : `${(r.share * 100).toFixed(2).padStart(6)}%`}  ${r.name}${r.note ? `  (${r.note})` : ''}`,
  );
const same = rows.filter((r) => r.share === 0).length;
console.log(`${rows.length} pictures: ${same} identical, ${rows.length - same} changed or unmatched`);
