/**
 * The block registry: every block type a document can name, grouped by kind. A block
 * carries its own `kind` and `type`; the lists below only say which blocks exist and in
 * what order (the order of the schema unions and of the gallery).
 * Adding a block type: its folder under blocks/<kind>/<type>/, its import and its name in
 * its kind's list here, then `npm run schemas:generate` (JSON Schemas and the browser's
 * component registry, blocks/components/*.ts, derive from this file).
 */
import { BLOCK_KINDS, type BlockDefinition, type BlockKind } from './types';

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
import { textLikeFields as t } from './fields/text-like';
import { block as password } from './fields/password';
import { block as dropdown } from './fields/dropdown';
import { block as address } from './fields/address';
import { block as phoneNumber } from './fields/phoneNumber';
import { block as date } from './fields/date';
import { block as birthDate } from './fields/birthDate';
import { block as confirmPassword } from './fields/confirmPassword';
import { block as informationText } from './consent/informationText';
import { block as binaryChoice } from './consent/binaryChoice';
import { block as defaultLayout } from './layouts/default';
import { block as sidebarLayout } from './layouts/sidebar';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = BlockDefinition<any, any>;
export type Registry = Record<string, AnyBlock>;

const lists: Record<BlockKind, AnyBlock[]> = {
  rows: [standard, poster, grid, promo, continueWatching, liveNow, sectionLink, playlist],
  heroes: [hero],
  plugins: [html, iframe, text],
  fields: [
    t.text,
    t.email,
    password,
    dropdown,
    address,
    t.name,
    t.fullName,
    phoneNumber,
    date,
    birthDate,
    confirmPassword,
    t.taxNumber,
    t.postalCode,
    t.line1,
    t.administrativeLevel1,
  ],
  consent: [informationText, binaryChoice],
  layouts: [defaultLayout, sidebarLayout],
};

/** type → block for one kind; a block listed under another kind, or a type listed twice, is a programming error. */
function byType(kind: BlockKind, blocks: AnyBlock[]): Registry {
  const out: Registry = {};
  for (const block of blocks) {
    if (block.kind !== kind) throw new Error(`Block "${block.type}" is a ${block.kind} block, listed under ${kind}.`);
    if (Object.prototype.hasOwnProperty.call(out, block.type)) throw new Error(`Two ${kind} blocks have the type "${block.type}".`);
    out[block.type] = block;
  }
  return out;
}

export const registry = Object.fromEntries(BLOCK_KINDS.map((kind) => [kind, byType(kind, lists[kind])])) as Record<BlockKind, Registry>;
export const { rows, heroes, plugins, fields, consent, layouts } = registry;

export function lookupBlock(kind: BlockKind, type: string): AnyBlock | undefined {
  return Object.prototype.hasOwnProperty.call(registry[kind], type) ? registry[kind][type] : undefined;
}

/** The schemas of one kind's blocks, in registry order (what schemas/ composes documents from). */
export function schemasOf(kind: BlockKind) {
  return Object.values(registry[kind]).map((block) => block.schema);
}

export type { BlockDefinition, BlockKind } from './types';
