import { createServer, type Server, type Socket } from 'node:net';

// A small SMTP relay for tests (node:net, no TLS, no auth): it greets, accepts every sender and
// recipient, and keeps each message it confirms. `confirmAfterMs` holds the answer to the end of
// DATA (the "250" that says the relay took the message), as a slow relay does.

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-unstuffed. */
  data: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  /** Every message the relay confirmed, in order. */
  received: ReceivedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  /** Stops listening and drops open connections: the relay is down. */
  stop(): Promise<void>;
}

/** A port nothing listens on (for now). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function fakeSmtp(options: { port?: number; confirmAfterMs?: number; listening?: boolean } = {}): Promise<FakeSmtp> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const session = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const done = { ...mail, data };
          mail = { from: '', to: [], data: '' };
          setTimeout(() => {
            if (socket.destroyed) return;
            received.push(done);
            reply('250 2.0.0 queued');
          }, options.confirmAfterMs ?? 0);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  };

  const relay: FakeSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      const listening = createServer(session);
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', resolve);
      });
      server = listening;
    },
    async stop() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  if (options.listening !== false) await relay.start();
  return relay;
}
