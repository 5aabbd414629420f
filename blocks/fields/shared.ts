import { z } from 'zod';
import type { CountryInfo } from './rules/address';

/** Fields common to every form field block. `label` and `placeholder` are label keys. */
export const fieldBase = {
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A field name is letters, digits and _.'),
  label: z.string().min(1).describe('Label key.'),
  placeholder: z.string().optional().describe('Label key.'),
  required: z.boolean().default(false),
};

/** Runtime data a field renders with (what the viewer typed, the server's error for it). */
export interface FieldContext {
  value?: string;
  error?: string;
  /** Composite fields (address): what was typed per input name, and the error per input name. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** From the platform's countries call (address fields). */
  countries?: CountryInfo[];
  /** The viewer's country (caller country, else the realm's): phone numbers without +prefix, date order, first address country. */
  defaultCountry?: string;
  /** Countries where the realm's restriction makes the address required (address fields). */
  requiredCountries?: string[];
}
