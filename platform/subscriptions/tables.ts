/** Kysely types of the subscription tables and columns (migration 013_subscriptions). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SubscriptionEventsTable {
  id: Generated<number>;
  user_id: string;
  licence_id: string;
  type: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface CancellationPromoAnswersTable {
  user_id: string;
  licence_id: string;
  promo_id: string;
  answer: 'REDEEMED' | 'REFUSED';
  created_at: Timestamp;
}

export interface LicenceDiscountsTable {
  id: Generated<number>;
  user_id: string;
  licence_id: string;
  source: 'CANCELLATION_PROMO';
  type: 'PERCENTAGE' | 'AMOUNT';
  percentage: Nullable<number>;
  amount: Nullable<number>;
  renewals: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

export interface PriceMigrationsTable {
  id: string;
  user_id: string;
  licence_id: string;
  currency: string;
  scale: number;
  old_amount: number;
  new_amount: number;
  effective_at: Timestamp;
  status: 'PENDING' | 'CONTINUE' | 'LEAVE';
  decided_at: NullableTime;
  created_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    subscription_events: SubscriptionEventsTable;
    cancellation_promo_answers: CancellationPromoAnswersTable;
    licence_discounts: LicenceDiscountsTable;
    price_migrations: PriceMigrationsTable;
  }
}

declare module '../catalogue/tables.js' {
  interface UserLicencesTable {
    pause_state: ColumnType<'PAUSED' | 'RESUME_REQUESTED' | null, 'PAUSED' | 'RESUME_REQUESTED' | null | undefined, 'PAUSED' | 'RESUME_REQUESTED' | null>;
    paused_at: NullableTime;
    resume_after: NullableTime;
    cancelled_at: NullableTime;
  }
}

declare module '../commerce/tables.js' {
  interface VoucherRedemptionsTable {
    licence_id: Nullable<string>;
  }
}
