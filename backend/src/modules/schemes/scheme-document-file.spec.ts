import { describe, expect, it } from '@jest/globals';

import { documentType, sizeText } from './scheme-document-file.js';

const PDF = 'application/pdf';
const CFB = 'application/x-cfb';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('scheme document type and size', () => {
  it('takes the upper-case extension of the file name when the content agrees', () => {
    expect(documentType('Term Sheet.pdf', undefined, PDF)).toBe('PDF');
    expect(documentType('accounts.XLS', 'application/vnd.ms-excel', CFB)).toBe('XLS');
    expect(documentType('memo.doc', undefined, CFB)).toBe('DOC');
  });

  it('falls back to the type hint (extension or MIME type), then to the content, then to PDF', () => {
    expect(documentType('Offering Memorandum', 'xls', CFB)).toBe('XLS');
    expect(documentType('Offering Memorandum', '.XLSX', XLSX)).toBe('XLSX');
    expect(documentType('Offering Memorandum', 'application/vnd.ms-excel', CFB)).toBe('XLS');
    expect(documentType('Offering Memorandum', undefined, CFB)).toBe('DOC');
    expect(documentType('Offering Memorandum', undefined, 'application/octet-stream')).toBe('PDF');
  });

  it('believes the bytes over a name or hint that contradicts them', () => {
    expect(documentType('figures.xlsx', 'application/pdf', PDF)).toBe('PDF');
    expect(documentType('virus.exe', 'EXE', PDF)).toBe('PDF');
  });

  it('knows the image types activity documents may also be', () => {
    expect(documentType('scan.jpeg', undefined, 'image/jpeg', 'activity-document')).toBe('JPEG');
    expect(documentType('Signed Contract', undefined, 'image/png', 'activity-document')).toBe('PNG');
    expect(documentType('receipt.pdf', 'PDF', 'image/png', 'activity-document')).toBe('PNG');
    // Scheme documents admit no images, so an image name is no candidate there.
    expect(documentType('photo.png', undefined, PDF)).toBe('PDF');
  });

  it('writes the size as MB text with one decimal, rounded up', () => {
    expect(sizeText(95)).toBe('0.1 MB');
    expect(sizeText(1024 * 1024)).toBe('1.0 MB');
    expect(sizeText(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(sizeText(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
