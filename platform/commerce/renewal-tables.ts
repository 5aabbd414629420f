/** Kysely types of stored payment methods, renewal charges and jobs (migration 014_renewals). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PaymentMethodsTable {
  /** The provider's payment method id (`pm_…`). */
  id: string;
  user_id: string;
  provider: string;
  payment_method_type: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder: Nullable<string>;
  created_at: Timestamp;
  removed_at: Nullable<Date>;
}

export type RenewalChargeStatus = 'PROCESSING' | 'SUCCEEDED' | 'FAILED';

export interface RenewalChargesTable {
  id: string;
  user_id: string;
  licence_id: string;
  period_start: Timestamp;
  period_end: Timestamp;
  attempt: number;
  payment_id: string;
  payment_method_id: Nullable<string>;
  psp_key: string;
  /** The cancellation-promo discount this charge was priced with (migration 020); counted down when it succeeds. */
  licence_discount_id: Nullable<number>;
  status: RenewalChargeStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: 'PENDING' | 'DONE';
  run_at: Timestamp;
  locked_until: Nullable<Date>;
  runs: ColumnType<number, number | undefined, number>;
  last_error: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    payment_methods: PaymentMethodsTable;
    renewal_charges: RenewalChargesTable;
    jobs: JobsTable;
  }
}
