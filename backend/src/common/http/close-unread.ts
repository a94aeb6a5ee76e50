import type { Socket } from 'node:net';
import type { Request, Response } from 'express';

/** How long a refused request's connection goes on reading (and discarding) what its client still sends. */
export const LINGER_MS = 2000;

/**
 * An answer sent before the request's body arrived whole (a file too large, a used upload URL): the
 * rest of the body is never read, so the connection closes after the answer instead of staying alive
 * half-read. Node would close it the moment the answer is out, and bytes the client is still sending
 * would then make the kernel reset the connection, losing the answer on the client's side. So the
 * connection half-closes after the answer, discards what still arrives for at most LINGER_MS (or until
 * the client closes), then closes: a lingering close.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
    this.end();
  };
}
