import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMS } from './default-forms';
import { validateDocument } from './validate';

describe('the product default forms', () => {
  it.each(Object.entries(DEFAULT_FORMS))('%s is a valid form document', (id, form) => {
    expect((form as { id: string }).id).toBe(id);
    expect(validateDocument('form', form)).toEqual({ ok: true, errors: [] });
  });
});
