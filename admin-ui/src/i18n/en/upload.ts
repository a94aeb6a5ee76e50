/** The document upload widget (components/UploadField), spec/001 §4, §5, §8. */
export const upload = {
  drop: 'Drag a file here or choose one',
  hint: '%{types} · up to %{size} MB',
  any_image: 'Any image',
  choose: 'Choose file',
  uploading: 'Uploading %{name}… %{percent}%',
  progress: 'Upload progress of %{name}',
  cancel: 'Cancel the upload of %{name}',
  uploaded: 'Uploaded · %{size}',
  remove: 'Remove %{name}',
  one_file: 'You can only upload 1 file',
  failed: 'Upload failed',
  add_failed: 'Failed to add file',
  size_kb: '%{size} KB',
  size_mb: '%{size} MB',
};
