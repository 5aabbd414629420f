/**
 * The block registry: one plain object per kind, type string → block.
 * Adding a block type = one folder under blocks/<kind>/<type>/ + one line here.
 */
import type { BlockDefinition, BlockKind } from './types';

import { block as standard } from './rows/standard';
import { block as poster } from './rows/poster';
import { block as grid } from './rows/grid';
import { block as promo } from './rows/promo';
import { block as continueWatching } from './rows/continueWatching';
import { block as liveNow } from './rows/liveNow';
import { block as sectionLink } from './rows/sectionLink';
import { block as playlist } from './rows/playlist';
import { block as hero } from './heroes/hero';
import { block as html } from './plugins/html';
import { block as iframe } from './plugins/iframe';
import { block as text } from './plugins/text';
import { block as textField } from './fields/text';
import { block as emailField } from './fields/email';
import { block as passwordField } from './fields/password';
import { block as dropdownField } from './fields/dropdown';
import { block as addressField } from './fields/address';
import { block as nameField } from './fields/name';
import { block as fullNameField } from './fields/fullName';
import { block as phoneNumberField } from './fields/phoneNumber';
import { block as dateField } from './fields/date';
import { block as birthDateField } from './fields/birthDate';
import { block as confirmPasswordField } from './fields/confirmPassword';
import { block as taxNumberField } from './fields/taxNumber';
import { block as postalCodeField } from './fields/postalCode';
import { block as line1Field } from './fields/line1';
import { block as administrativeLevel1Field } from './fields/administrativeLevel1';
import { block as informationText } from './consent/informationText';
import { block as binaryChoice } from './consent/binaryChoice';
import { block as defaultLayout } from './layouts/default';
import { block as sidebarLayout } from './layouts/sidebar';

type Registry = Record<string, BlockDefinition<any, any, any>>;

export const rows = { standard, poster, grid, promo, continueWatching, liveNow, sectionLink, playlist } satisfies Registry;
export const heroes = { hero } satisfies Registry;
export const plugins = { html, iframe, text } satisfies Registry;
export const fields = {
  text: textField,
  email: emailField,
  password: passwordField,
  dropdown: dropdownField,
  address: addressField,
  name: nameField,
  fullName: fullNameField,
  phoneNumber: phoneNumberField,
  date: dateField,
  birthDate: birthDateField,
  confirmPassword: confirmPasswordField,
  taxNumber: taxNumberField,
  postalCode: postalCodeField,
  line1: line1Field,
  administrativeLevel1: administrativeLevel1Field,
} satisfies Registry;
export const consent = { informationText, binaryChoice } satisfies Registry;
export const layouts = { default: defaultLayout, sidebar: sidebarLayout } satisfies Registry;

export const registry: Record<BlockKind, Registry> = { rows, heroes, plugins, fields, consent, layouts };

export function lookupBlock(kind: BlockKind, type: string): BlockDefinition<any, any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(registry[kind], type) ? registry[kind][type] : undefined;
}

export type { BlockDefinition, BlockKind } from './types';
