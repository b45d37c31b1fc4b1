export type MessageChannel = 'sms' | 'whatsapp' | 'email' | 'push';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E.164 phone number, e-mail address or push token. */
  recipient: string;
  subject?: string;
  body: string;
}

/** How OTPs, e-mails and pushes leave. The sandbox keeps them in the outbox; providers come later. */
export interface Messaging {
  readonly kind: 'sandbox' | 'provider';
  send(message: OutgoingMessage): Promise<void>;
}
