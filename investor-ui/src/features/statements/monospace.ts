/** Codes and hashes: the system's monospace font, so characters line up and 0/O, 1/I stay apart. */
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
