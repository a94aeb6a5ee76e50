import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MB } from '@fund/contracts';
import { UploadError, type UploadedFile, type UploadOptions } from '@fund/upload';

import { renderInAdmin } from './testUtils';
import { UploadField, type UploadFieldProps } from './UploadField';

// The PUT itself is @fund/upload's (tested there); these tests drive the widget's states through it.
const uploadFile = vi.hoisted(() => vi.fn<(options: UploadOptions) => Promise<UploadedFile>>());
vi.mock(import('@fund/upload'), async (importOriginal) => ({ ...(await importOriginal()), uploadFile }));

const pdf = (name = 'Term Sheet.pdf', size = 2 * MB) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const stored = {
  uploadURL: '/api/uploads/scheme-document/u1?sig=x',
  objectPath: '/api/objects/scheme-document/u1',
  size: 2 * MB,
  contentType: 'application/pdf',
};

const setup = (props: Partial<UploadFieldProps> = {}) => {
  const handlers = { requestUploadUrl: vi.fn(async () => stored.uploadURL), onUploaded: vi.fn(), onRemove: vi.fn() };
  const view = renderInAdmin(<UploadField kind="scheme-document" label="Scheme document" {...handlers} {...props} />);
  // The idle state's input is a new element after each upload or error.
  const fileInput = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
  return { ...handlers, input: fileInput(), pick };
};

describe('UploadField', () => {
  beforeEach(() => {
    uploadFile.mockReset();
  });

  it("shows the policy's types and size and filters the file picker by them", async () => {
    const { input } = setup();

    expect(await screen.findByText('PDF, DOC, DOCX, XLSX, XLS · up to 10 MB')).toBeTruthy();
    expect(input.accept).toBe('.pdf,.doc,.docx,.xlsx,.xls');
  });

  it('refuses a file over the limit in the spec words before asking for an upload URL', async () => {
    const { pick, requestUploadUrl } = setup();

    pick(pdf('Annual Report.pdf', 10 * MB + 1));

    expect((await screen.findByRole('alert')).textContent).toBe('File too large: Annual Report.pdf');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(requestUploadUrl).not.toHaveBeenCalled();
  });

  it('refuses a type the policy does not allow', async () => {
    const { pick } = setup();

    pick(new File(['x'], 'photo.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file type: photo.png');
  });

  it('takes one file at a time', async () => {
    const { pick } = setup();

    pick(pdf('a.pdf'), pdf('b.pdf'));

    expect((await screen.findByRole('alert')).textContent).toBe('You can only upload 1 file');
  });

  it('shows the percentage and a progress bar while uploading, then the file name with a remove button', async () => {
    let finish: (value: UploadedFile) => void = () => undefined;
    uploadFile.mockImplementation(({ onProgress }) => {
      onProgress?.({ loaded: MB, total: 2 * MB, percent: 50 });
      return new Promise((resolve) => (finish = resolve));
    });
    const { pick, onUploaded, onRemove } = setup();

    pick(pdf());

    expect(await screen.findByText('Uploading Term Sheet.pdf… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of Term Sheet.pdf' }).getAttribute('aria-valuenow')).toBe('50');
    await act(async () => finish(stored));
    expect(await screen.findByText('Term Sheet.pdf')).toBeTruthy();
    expect(screen.getByText('Uploaded · 2.0 MB')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ objectPath: stored.objectPath, uploadURL: stored.uploadURL, file: expect.any(File) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Term Sheet.pdf' }));
    expect(onRemove).toHaveBeenCalled();
    expect(await screen.findByText('Choose file')).toBeTruthy();
  });

  it('returns to idle after each upload when the form lists the files itself', async () => {
    uploadFile.mockResolvedValue(stored);
    const { pick, onUploaded } = setup({ keepUploaded: false });

    pick(pdf());

    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(screen.getByText('Choose file')).toBeTruthy();
    expect(screen.queryByText('Term Sheet.pdf')).toBeNull();
  });

  it("shows the server's refusal, or 'Upload failed' once the retries are spent", async () => {
    uploadFile.mockRejectedValueOnce(new UploadError('Upload URL is invalid or has expired', 400));
    const { pick } = setup();

    pick(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe('Upload URL is invalid or has expired');

    uploadFile.mockRejectedValueOnce(new UploadError('Upload failed'));
    pick(pdf());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Upload failed'));
  });

  it("says 'Failed to add file' when no upload URL could be had and the server gave no reason", async () => {
    uploadFile.mockRejectedValueOnce(new Error(''));
    const { pick } = setup();

    pick(pdf());

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add file');
  });

  it('tells the form when an upload starts and ends', async () => {
    let finish: (value: UploadedFile) => void = () => undefined;
    uploadFile.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onBusyChange = vi.fn();
    const { pick } = setup({ onBusyChange });

    pick(pdf());
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(true));
    await act(async () => finish(stored));
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
  });
});
