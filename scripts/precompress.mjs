// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, so the server
// sends them as they are (backend/src/common/http/built-files.ts picks one by Accept-Encoding) instead
// of compressing on every request or not at all (issue 21 item 5). A copy that would not be smaller is
// not written. Both apps' Vite builds run it as their last step (the `precompress()` plugin); by hand:
//
//   node scripts/precompress.mjs admin-ui/dist investor-ui/dist
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and fonts (woff2) are compressed already. Same list as the server's. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Compresses every compressible file under `dir`; answers the totals in bytes. */
export async function precompressDir(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const totals = { files: files.length, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      totals.bytes += source.length;
      totals.br += Math.min(br.length, source.length);
      totals.gzip += Math.min(gz.length, source.length);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return totals;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const summary = (dir, t) => `precompressed ${t.files} files of ${dir}: ${kb(t.bytes)} -> brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`;

/** The Vite plugin: precompresses the output directory once the build has written it. */
export function precompress() {
  let outDir = '';
  return {
    name: 'fund:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      console.log(summary(path.relative(process.cwd(), outDir) || '.', await precompressDir(outDir)));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) console.log(summary(dir, await precompressDir(path.resolve(dir))));
}
