import { describe, expect, it } from 'vitest';
import { nextLiveIds, parseLiveAdded } from './live-stream-client';

describe('parseLiveAdded', () => {
  it('reads id, title and an http(s) thumbnail', () => {
    expect(parseLiveAdded('{"id":"live-3","title":"Derby","thumbnailUrl":"http://p/images/a.jpg"}')).toEqual({
      id: 'live-3',
      title: 'Derby',
      thumbnailUrl: 'http://p/images/a.jpg',
    });
  });
  it('drops unsafe thumbnails and rejects malformed events', () => {
    expect(parseLiveAdded('{"id":"x","thumbnailUrl":"javascript:alert(1)"}')).toEqual({ id: 'x', title: '', thumbnailUrl: undefined });
    expect(parseLiveAdded('{"title":"no id"}')).toBeNull();
    expect(parseLiveAdded('not json')).toBeNull();
  });
});

describe('live-now count from the stream', () => {
  it('starts from the snapshot, adds once per event and drops removed ones', () => {
    let ids = nextLiveIds(new Set(), { type: 'snapshot', data: '{"ids":["live-1","live-2",3,""]}' });
    expect([...ids]).toEqual(['live-1', 'live-2']);
    ids = nextLiveIds(ids, { type: 'added', data: '{"id":"live-3","title":"Derby"}' });
    expect(ids.size).toBe(3);
    const same = nextLiveIds(ids, { type: 'added', data: '{"id":"live-3"}' });
    expect(same).toBe(ids);
    ids = nextLiveIds(ids, { type: 'removed', data: '{"id":"live-1"}' });
    expect([...ids]).toEqual(['live-2', 'live-3']);
    expect(nextLiveIds(ids, { type: 'removed', data: '{"id":"live-9"}' })).toBe(ids);
  });
  it('ignores malformed messages', () => {
    const ids = new Set(['a']);
    expect(nextLiveIds(ids, { type: 'added', data: 'nope' })).toBe(ids);
    expect(nextLiveIds(ids, { type: 'snapshot', data: '{"ids":"x"}' })).toBe(ids);
    expect(nextLiveIds(ids, { type: 'removed', data: '{}' })).toBe(ids);
  });
});
