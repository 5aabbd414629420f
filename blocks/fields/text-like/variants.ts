/**
 * The text-like field types: one framed single-line input each, differing only in the
 * data below (browser-safe: the one component reads it by `props.type`; the schema
 * factory and the blocks read it on the server). Adding a text-like type: one entry here
 * and its name in the fields list of blocks/index.ts.
 */
import type { InputHTMLAttributes } from 'react';
import { formatTaxNumber } from '../rules/tax-number';

export interface TextLikeVariant {
  /** One line for the gallery. */
  description: string;
  /** The JSON Schema's description (editors' completion), when the type has one. */
  schemaDescription?: string;
  /**
   * The `maxLength` prop: a number is its default (the document may set 1–1000); `'free'`
   * lets the document set optional minLength, maxLength (up to 10 000) and autoComplete.
   * Without it the type has no length props.
   */
  length?: number | 'free';
  /** Fixed attributes of the input. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>;
  /** Re-formats the text as the viewer types (the input is then controlled). */
  format?: (text: string) => string;
}

/** A text input with a length default and a fixed autocomplete hint, described alike in the gallery and the JSON Schema. */
const sized = (description: string, length: number, autoComplete: string): TextLikeVariant => ({
  description,
  schemaDescription: description,
  length,
  input: { type: 'text', autoComplete },
});

export const TEXT_LIKE_VARIANTS = {
  text: { description: 'Form field: text input.', length: 'free', input: { type: 'text' } },
  email: { description: 'Form field: email input.', input: { type: 'email', autoComplete: 'email', inputMode: 'email' } },
  name: sized("Form field: the viewer's name.", 80, 'given-name'),
  fullName: sized("Form field: the viewer's full name.", 120, 'name'),
  taxNumber: {
    description: 'Form field: Brazilian tax number (CPF), formatted ddd.ddd.ddd-dd.',
    schemaDescription: 'Brazilian CPF: 11 digits, shown as ddd.ddd.ddd-dd.',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 14, placeholder: '000.000.000-00' },
    format: formatTaxNumber,
  },
  postalCode: sized('Form field: postal code (letters, digits, spaces, dashes).', 10, 'postal-code'),
  line1: sized('Form field: first address line.', 200, 'address-line1'),
  administrativeLevel1: sized('Form field: state, province or region.', 100, 'address-level1'),
} satisfies Record<string, TextLikeVariant>;

export type TextLikeType = keyof typeof TEXT_LIKE_VARIANTS;
export const TEXT_LIKE_TYPES = Object.keys(TEXT_LIKE_VARIANTS) as TextLikeType[];

/** What the component reads of a text-like field's props (the schema's output). */
export interface TextLikeProps {
  type: TextLikeType;
  name: string;
  label: string;
  placeholder?: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  autoComplete?: string;
}
