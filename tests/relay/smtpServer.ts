import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on this machine for the notification tests (smtp-server): every mail it
// takes is kept, as the envelope's recipients and the text as it came.

export async function smtp(): Promise<{ server: SMTPServer; url: string; mails: { to: string[]; text: string }[] }> {
  const mails: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (d: Buffer) => (text += d.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, mails };
}
