import { mkdirSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface LocalMail {
  url: string;
  folder: string;
  stop(): Promise<void>;
}

/**
 * `npm start` without SMTP_URL: a real SMTP server on loopback that keeps every message it is
 * sent as an .eml file under .data/mail (open one in any mail program), so the product's mail
 * (password resets, leave, rosters) goes through real SMTP on a fresh machine and nobody is mailed.
 */
export async function startLocalMail(root: string, port: number): Promise<LocalMail> {
  const folder = join(root, '.data', 'mail');
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++count}-${to.replace(/[^a-zA-Z0-9@.,_-]/g, '_')}.eml`);
        writeFileSync(file, Buffer.concat(chunks));
        console.log(`mail to ${to} kept in ${relative(root, file)}`);
        callback();
      });
    },
  });
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve());
    });
  // Another copy running keeps the port: any free one does, the URL says which.
  await listen(port).catch((error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? listen(0) : Promise.reject(error)));
  // A client that drops mid-message is that client's problem, not a reason to stop the product.
  server.on('error', (error: Error) => console.warn(`local mail: ${error.message}`));
  const { port: bound } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${bound}`, folder, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
