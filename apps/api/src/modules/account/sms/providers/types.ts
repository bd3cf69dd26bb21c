/** One SMS to send: a verification code for a phone. */
export interface SmsMessage {
  phone: string;
  code: string;
  /** 0 login, 1 find password, 2 verify current phone, 3 bind new phone. */
  smsType: number;
}

/** A way to deliver SMS codes; chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: 'console' | 'http';
  /** Delivers the code or throws an AppError with a Chinese message. */
  send(message: SmsMessage): Promise<void>;
}
