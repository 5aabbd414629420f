/**
 * A content card as rows and lists render it: the contract's card (contract/cards.ts, the
 * one definition of what the platform answers), parsed a little more leniently because it
 * is platform data, not an editor's document: a missing access level reads as GRANTED and a
 * programme needs only its title and start (other back ends send less than the reference
 * platform). Unknown keys are ignored.
 */
import { z } from 'zod';
import { accessLevel, accessLevels, cardTypes, contentCard, cursorPaging, programme } from '../../contract/cards';

export const CONTENT_TYPES = cardTypes;
export const ACCESS_LEVELS = accessLevels;

const lenientProgramme = programme.partial().required({ title: true, startDate: true });

export const contentCardSchema = contentCard.extend({
  id: z.string().min(1),
  accessLevel: accessLevel.default('GRANTED'),
  duration: z.number().nonnegative().optional(),
  progress: z.number().nonnegative().optional(),
  programmingInfo: z
    .object({ currentProgramme: lenientProgramme.optional(), nextProgramme: lenientProgramme.optional(), channelLogoUrl: z.string().optional() })
    .optional(),
});
export type ContentCard = z.output<typeof contentCardSchema>;

export const pagingSchema = cursorPaging;
export type Paging = z.output<typeof pagingSchema>;

/** Runtime data a row block renders with: the bucket minus its rowTypeData (which are the props). */
export interface BucketData {
  bucketId: string;
  name: string;
  type?: string;
  contentList: ContentCard[];
  paging: Paging;
}

export interface RowContext {
  bucket: BucketData;
  /** The section (page) the bucket belongs to; needed to fetch further pages. */
  sectionId: string;
  /** Position of the row on the page; rows below the fold lazy-load images. */
  index: number;
}

/** Keep the well-formed cards, report the rest (a malformed card must not drop a whole row). */
export function parseCards(list: unknown[]): { cards: ContentCard[]; rejected: number } {
  const cards: ContentCard[] = [];
  let rejected = 0;
  for (const item of list) {
    const parsed = contentCardSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    else rejected += 1;
  }
  return { cards, rejected };
}
