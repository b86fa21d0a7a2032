/**
 * A real SMTP server inside the test process (`smtp-server`): what reaches it is parsed (`mailparser`)
 * as a mail program would read it. It can be stopped and started again on the same port (an outage),
 * and told to refuse every mail with a 5xx answer.
 */
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../helpers.js';

/** What the refusing server answers to every mail. */
export const REFUSAL = 'Mailbox unavailable: no such user here';

export class TestMailServer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  private constructor(private refuse: boolean) {}

  /** A server on a free port, closed when the test file ends. */
  static async start({ refuse = false } = {}): Promise<TestMailServer> {
    const mail = new TestMailServer(refuse);
    await mail.listen();
    after(() => mail.stop());
    return mail;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mail received for `to`, once it has come (waits for it). */
  async to(to: string, count = 1): Promise<ParsedMail[]> {
    await eventually(() => this.for(to).length >= count, `${count} mail to ${to}`, 30_000);
    return this.for(to);
  }

  for(to: string): ParsedMail[] {
    return this.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the port it had (after `stop`). */
  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => done(Object.assign(new Error(REFUSAL), { responseCode: 550 })));
          return;
        }
        simpleParser(stream).then(
          (parsed) => {
            this.received.push(parsed);
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
}
