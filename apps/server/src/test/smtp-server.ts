import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | undefined;
}

/**
 * A real SMTP server on a free local port, for the mail outbox's tests. `refuse(n)` makes the next
 * n deliveries fail with `code` (451: try again later; 550: never), as a busy or strict server does.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          refused += 1;
          const error = Object.assign(new Error(refusalCode >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refusalCode,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedCount: () => refused,
    refuse(count: number, code = 451) {
      refusals = count;
      refusalCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
