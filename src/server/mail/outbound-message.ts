/** An email or text message the server sends. `link` and `code` are what a login message carries. */
export interface OutboundMessage {
  channel: 'email' | 'sms';
  /** Email address or E.164 phone number. */
  to: string;
  /** Emails only. */
  subject?: string;
  text: string;
  link?: string;
  code?: string;
  /** With `code`: the sid of the login request the code answers. */
  loginSessionId?: string;
  /** Emails only: headers besides the usual (a notification's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers messages; `send` resolves once the transport has accepted the message. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageSender: MessageSender;
  }
}
