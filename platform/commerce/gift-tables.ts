/** Kysely types of the gift table and the principal marker (migration 015_gifts). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type GiftStatus = 'PENDING' | 'PAID' | 'REDEEMED';

export interface GiftsTable {
  id: string;
  realm: string;
  licence_id: string;
  principal_user_id: string;
  buyer_user_id: Nullable<string>;
  buyer_email: string;
  recipient_email: string;
  recipient_name: Nullable<string>;
  message: Nullable<string>;
  /** The buyer's country at checkout: the tax rate and default currency of the gift. */
  country: string;
  /** The web origin the buyer used (checked against the realm's hosts): links in the gift mail. */
  link_origin: string;
  basket_id: string;
  order_id: Nullable<string>;
  status: GiftStatus;
  code_hash: string;
  redeemed_by: Nullable<string>;
  redeemed_at: Nullable<Date>;
  paid_at: Nullable<Date>;
  created_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    gifts: GiftsTable;
  }
  interface UsersTable {
    /** `guest-checkout`: the principal owning a gift's basket and payment, never an account. */
    kind: ColumnType<'account' | 'guest-checkout', 'account' | 'guest-checkout' | undefined, 'account' | 'guest-checkout'>;
  }
}
