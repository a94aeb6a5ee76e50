/** Everything written to stderr (and console.error) while `run` runs: tests that a failure stays in the JSON log. */
export async function stderrDuring(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  const consoleError = console.error;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  console.error = (...args: unknown[]) => void written.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    process.stderr.write = write;
    console.error = consoleError;
  }
  return written.join('');
}
