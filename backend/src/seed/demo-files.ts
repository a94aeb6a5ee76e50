import { crc32, deflateSync } from 'node:zlib';

// Small real files for the demo: a one-page PDF with a title and lines of text, and a PNG with a
// soft two-colour gradient and a skyline-like band, so assets and slides have images to show.

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function demoPdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td',
    ...lines.flatMap((line) => [`(${escapePdf(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type Rgb = [number, number, number];

/** A width x height PNG: a vertical gradient from `top` to `bottom` with a darker band of blocks. */
export function demoPng(top: Rgb, bottom: Rgb, seed: number, width = 480, height = 300): Buffer {
  const rows: Buffer[] = [];
  const blocks = Array.from({ length: 12 }, (_, i) => 0.35 + 0.4 * Math.abs(Math.sin(seed * 7.1 + i * 1.7)));
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      const block = blocks[Math.floor((x / width) * blocks.length)];
      const inBand = y > height * (1 - block * 0.6);
      const shade = inBand ? 0.55 : 1;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round((top[c] * (1 - t) + bottom[c] * t) * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
