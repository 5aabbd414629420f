import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lenient } from './lenient.server';

const card = z.object({ id: z.string(), title: z.string() });
const section = z.object({ id: z.string(), buckets: z.array(z.object({ name: z.string(), cards: z.array(card) })), next: card.optional() });

describe('lenient answers', () => {
  it('drops the malformed items of arrays, at any depth, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = {
      id: 's',
      extra: 1,
      buckets: [{ name: 'b', cards: [{ id: '1', title: 'One' }, { id: 2 }, { id: '3', title: 'Three', more: true }] }, { cards: [] }],
    };
    expect(lenient(section).parse(answer)).toEqual({
      id: 's',
      buckets: [
        {
          name: 'b',
          cards: [
            { id: '1', title: 'One' },
            { id: '3', title: 'Three' },
          ],
        },
      ],
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('still refuses an answer whose own fields are wrong', () => {
    expect(lenient(section).safeParse({ buckets: [] }).success).toBe(false);
    expect(lenient(section).safeParse({ id: 's', buckets: [], next: { id: 1 } }).success).toBe(false);
  });

  it('keeps the unnamed keys of loose objects (documents of blocks pass through)', () => {
    const document = z.object({ id: z.string(), fields: z.array(z.looseObject({ type: z.string() })) });
    expect(lenient(document).parse({ id: 'f', fields: [{ type: 'text', name: 'email', label: 'Email' }] })).toEqual({
      id: 'f',
      fields: [{ type: 'text', name: 'email', label: 'Email' }],
    });
  });

  it('reads recursive shapes (menu entries whose children are menu entries)', () => {
    interface Entry {
      id: string;
      children?: Entry[];
    }
    const entry: z.ZodType<Entry> = z.object({
      id: z.string(),
      get children() {
        return z.array(entry).optional();
      },
    });
    const menus = z.object({ menus: z.array(entry) });
    expect(lenient(menus).parse({ menus: [{ id: 'a', children: [{ id: 'b', children: [{ id: 7 }] }] }] })).toEqual({
      menus: [{ id: 'a', children: [{ id: 'b', children: [] }] }],
    });
  });

  it('is the same reader for the same schema', () => {
    expect(lenient(section)).toBe(lenient(section));
  });
});
