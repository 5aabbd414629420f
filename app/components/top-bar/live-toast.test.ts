import { describe, expect, it } from 'vitest';
import { parseLiveAdded } from './live-toast';

describe('parseLiveAdded', () => {
  it('reads id, title and an http(s) thumbnail', () => {
    expect(parseLiveAdded('{"id":"live-3","title":"Derby","thumbnailUrl":"http://p/images/a.jpg"}')).toEqual({
      id: 'live-3', title: 'Derby', thumbnailUrl: 'http://p/images/a.jpg',
    });
  });
  it('drops unsafe thumbnails and rejects malformed events', () => {
    expect(parseLiveAdded('{"id":"x","thumbnailUrl":"javascript:alert(1)"}')).toEqual({ id: 'x', title: '', thumbnailUrl: undefined });
    expect(parseLiveAdded('{"title":"no id"}')).toBeNull();
    expect(parseLiveAdded('not json')).toBeNull();
  });
});
