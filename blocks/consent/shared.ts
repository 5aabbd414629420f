/** Runtime data a consent term renders with. */
export interface ConsentContext {
  checked?: boolean;
  error?: string;
}
