/** Kysely types of the commerce tables (migration 008_commerce). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type BasketStatus = 'OPEN' | 'PAYING' | 'PAID';
export type PaymentStatus = 'PROCESSING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'FAILED';

export interface BasketsTable {
  id: string;
  user_id: string;
  status: BasketStatus;
  licence_id: Nullable<string>;
  sku: Nullable<string>;
  currency: Nullable<string>;
  acknowledge_no_free_trial: ColumnType<boolean, boolean | undefined, boolean>;
  vouchers: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: string;
  basket_id: string;
  user_id: string;
  realm: string;
  licence_id: string;
  sku: string;
  currency: string;
  scale: number;
  subtotal: number;
  discount: number;
  voucher: number;
  total: number;
  tax: number;
  tax_rate_bp: number;
  voucher_codes: Json<string[]>;
  trial_period: Nullable<string>;
  billing_country: string;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  basket_id: string;
  user_id: string;
  provider: string;
  payment_method_type: string;
  amount: number;
  currency: string;
  scale: number;
  status: PaymentStatus;
  psp_intent_id: Nullable<string>;
  redirect_url: Nullable<string>;
  failure_code: Nullable<string>;
  failure_message: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: string;
  type: string;
  source: 'api' | 'provider' | 'webhook' | 'return';
  status: PaymentStatus;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: Nullable<number>;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface PspWebhookEventsTable {
  id: string;
  type: string;
  intent_id: string;
  received_at: Timestamp;
}

export interface VoucherRedemptionsTable {
  code: string;
  user_id: Nullable<string>;
  order_id: Nullable<string>;
  created_at: Timestamp;
}

export interface BillingDetailsTable {
  user_id: string;
  name: Nullable<string>;
  country: Nullable<string>;
  line1: Nullable<string>;
  postal_code: Nullable<string>;
  administrative_level1: Nullable<string>;
  city: Nullable<string>;
  birth_date: Nullable<string>;
  tax_number: Nullable<string>;
  updated_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    baskets: BasketsTable;
    orders: OrdersTable;
    payments: PaymentsTable;
    payment_events: PaymentEventsTable;
    idempotency_keys: IdempotencyKeysTable;
    psp_webhook_events: PspWebhookEventsTable;
    voucher_redemptions: VoucherRedemptionsTable;
    billing_details: BillingDetailsTable;
  }
}
