/** Table types of migration 003 (mail outbox, account tokens). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailOutboxTable {
  id: string;
  realm: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export type AccountTokenKind = 'reset' | 'magic' | 'confirm';

export interface AccountTokensTable {
  token_hash: string;
  kind: AccountTokenKind;
  user_id: string;
  realm: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

declare module '../db/types.js' {
  interface Database {
    mail_outbox: MailOutboxTable;
    account_tokens: AccountTokensTable;
  }
  interface UsersTable {
    email_confirmed_at: Timestamp | null;
  }
}
