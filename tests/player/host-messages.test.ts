import { describe, expect, it, vi } from 'vitest';
import { handleRpcMessage, isAllowedOrigin, RPC_ERRORS, RPC_METHODS, type HostPlayerApi, type RpcResponse } from '../../app/player/host-messages';

const HOST = 'https://host.example';
const ALLOWED = [HOST, 'http://localhost:8080/'];

function fakeApi(overrides: Partial<HostPlayerApi> = {}) {
  const state = { volume: 100, fullscreen: false, subtitle: null as null | number, audio: 0, position: 0, playing: false };
  const subtitles = [
    { id: 0, language: 'en', name: 'English' },
    { id: 1, language: 'es', name: 'Español' },
  ];
  const audio = [{ id: 0, language: 'en', name: 'Main' }];
  const api: HostPlayerApi = {
    hasPlayer: () => true,
    getPlayer: () => ({
      type: 'VOD',
      videoId: 'vod-001',
      isPlaying: state.playing,
      position: state.position,
      duration: 36,
      volume: state.volume,
      muted: false,
      fullscreen: state.fullscreen,
      programmeTime: null,
    }),
    play: vi.fn(async () => {
      state.playing = true;
    }),
    pause: vi.fn(() => {
      state.playing = false;
    }),
    seek: vi.fn((p: number) => {
      state.position = p;
    }),
    getFullscreen: () => state.fullscreen,
    setFullscreen: vi.fn((on: boolean) => {
      state.fullscreen = on;
    }),
    getVolume: () => state.volume,
    setVolume: vi.fn((v: number) => {
      state.volume = v;
    }),
    getSubtitleTrack: () => subtitles.find((s) => s.id === state.subtitle) ?? null,
    setSubtitleTrack: vi.fn((track: number | string | null) => {
      if (track === null) {
        state.subtitle = null;
        return true;
      }
      const found = subtitles.find((s) => s.id === track || s.language === track);
      if (!found) return false;
      state.subtitle = found.id;
      return true;
    }),
    getAudioTrack: () => audio[state.audio] ?? null,
    setAudioTrack: vi.fn((track: number | string) => audio.some((a) => a.id === track || a.language === track)),
    next: vi.fn(async () => true),
    previous: vi.fn(async () => false),
    loadVideo: vi.fn(async (id: string) => id === 'vod-002'),
    getEpg: vi.fn(async () => ({ channels: [] })),
    getCountry: vi.fn(() => 'GB'),
    setPreference: vi.fn(),
    ...overrides,
  };
  return { api, state };
}

const call = (api: HostPlayerApi, method: string, params?: unknown, id: unknown = 1) =>
  handleRpcMessage({ jsonrpc: '2.0', method, ...(params === undefined ? {} : { params }), id }, HOST, api, ALLOWED) as Promise<RpcResponse>;

const errorCode = (r: unknown) => (r as { error?: { code: number } }).error?.code;
const errorMessage = (r: unknown) => (r as { error?: { message: string } }).error?.message;

describe('origins', () => {
  it('matches exact origins, case-insensitively, ignoring a trailing slash in the list', () => {
    expect(isAllowedOrigin(HOST, ALLOWED)).toBe(true);
    expect(isAllowedOrigin('HTTPS://HOST.EXAMPLE', ALLOWED)).toBe(true);
    expect(isAllowedOrigin('http://localhost:8080', ALLOWED)).toBe(true);
    expect(isAllowedOrigin('http://host.example', ALLOWED)).toBe(false);
    expect(isAllowedOrigin('https://host.example.evil.com', ALLOWED)).toBe(false);
    expect(isAllowedOrigin('null', [...ALLOWED, 'null'])).toBe(false);
    expect(isAllowedOrigin('', ALLOWED)).toBe(false);
  });

  it('ignores messages from other origins entirely: no answer, no effect', async () => {
    const { api } = fakeApi();
    const r = await handleRpcMessage({ jsonrpc: '2.0', method: 'play', id: 1 }, 'https://evil.example', api, ALLOWED);
    expect(r).toBeNull();
    expect(api.play).not.toHaveBeenCalled();
    // Even garbage from a foreign origin gets no parse error.
    expect(await handleRpcMessage('{nope', 'https://evil.example', api, ALLOWED)).toBeNull();
    expect(await handleRpcMessage({ jsonrpc: '2.0', method: 'play', id: 1 }, HOST, api, [])).toBeNull();
  });
});

describe('JSON-RPC envelope', () => {
  it('answers a parse error (-32700, id null) for invalid JSON text', async () => {
    const { api } = fakeApi();
    expect(await handleRpcMessage('{"jsonrpc": "2.0", "method"', HOST, api, ALLOWED)).toEqual({ jsonrpc: '2.0', id: null, error: RPC_ERRORS.parseError });
  });

  it('accepts JSON text as well as structured-clone objects', async () => {
    const { api } = fakeApi();
    expect(await handleRpcMessage(JSON.stringify({ jsonrpc: '2.0', method: 'getVolume', id: 'a' }), HOST, api, ALLOWED)).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: 100,
    });
  });

  it('answers invalid request (-32600) for malformed requests', async () => {
    const { api } = fakeApi();
    const bad: unknown[] = [
      42,
      'null',
      { method: 'play', id: 1 },
      { jsonrpc: '1.0', method: 'play', id: 1 },
      { jsonrpc: '2.0', method: 7, id: 1 },
      { jsonrpc: '2.0', method: 'play', id: { x: 1 } },
      { jsonrpc: '2.0', method: 'play', params: 'x', id: 1 },
      { jsonrpc: '2.0', method: 'play', params: null, id: 1 },
      [],
    ];
    for (const message of bad) {
      const r = await handleRpcMessage(message, HOST, api, ALLOWED);
      expect(errorCode(r), JSON.stringify(message)).toBe(-32600);
    }
    expect(api.play).not.toHaveBeenCalled();
    // The id is echoed when it was valid.
    expect(await handleRpcMessage({ jsonrpc: '1.0', method: 'play', id: 9 }, HOST, api, ALLOWED)).toMatchObject({ id: 9 });
  });

  it('answers method not found (-32601), also for inherited object keys', async () => {
    const { api } = fakeApi();
    expect(errorCode(await call(api, 'explode'))).toBe(-32601);
    expect(errorCode(await call(api, 'toString'))).toBe(-32601);
    expect(errorCode(await call(api, '__proto__'))).toBe(-32601);
  });

  it('does not answer notifications (no id) but still runs them', async () => {
    const { api } = fakeApi();
    expect(await handleRpcMessage({ jsonrpc: '2.0', method: 'pause' }, HOST, api, ALLOWED)).toBeNull();
    expect(api.pause).toHaveBeenCalledTimes(1);
    expect(await handleRpcMessage({ jsonrpc: '2.0', method: 'noSuchMethod' }, HOST, api, ALLOWED)).toBeNull();
    expect(await handleRpcMessage({ jsonrpc: '2.0', method: 'setVolume', params: { volume: 'loud' } }, HOST, api, ALLOWED)).toBeNull();
  });

  it('treats id null as a request (answered) and keeps string and number ids', async () => {
    const { api } = fakeApi();
    expect(await call(api, 'getVolume', undefined, null)).toEqual({ jsonrpc: '2.0', id: null, result: 100 });
    expect(await call(api, 'getVolume', undefined, 'req-1')).toMatchObject({ id: 'req-1' });
  });

  it('runs batches in order and answers only the requests', async () => {
    const { api, state } = fakeApi();
    const r = await handleRpcMessage(
      [
        { jsonrpc: '2.0', method: 'setVolume', params: { volume: 20 } },
        { jsonrpc: '2.0', method: 'getVolume', id: 1 },
        { jsonrpc: '2.0', method: 'nope', id: 2 },
        5,
      ],
      HOST,
      api,
      ALLOWED,
    );
    expect(state.volume).toBe(20);
    expect(r).toEqual([
      { jsonrpc: '2.0', id: 1, result: 20 },
      { jsonrpc: '2.0', id: 2, error: RPC_ERRORS.methodNotFound },
      { jsonrpc: '2.0', id: null, error: RPC_ERRORS.invalidRequest },
    ]);
    expect(await handleRpcMessage([{ jsonrpc: '2.0', method: 'pause' }], HOST, api, ALLOWED)).toBeNull();
  });
});

describe('methods', () => {
  it('lists every method of the spec', () => {
    expect(RPC_METHODS.sort()).toEqual(
      [
        'play',
        'pause',
        'next',
        'previous',
        'getPlayer',
        'loadVideo',
        'getFullscreen',
        'setFullscreen',
        'getVolume',
        'setVolume',
        'getSubtitleTrack',
        'setSubtitleTrack',
        'getAudioTrack',
        'setAudioTrack',
        'getEpg',
        'seek',
        'getCountry',
        'setPreference',
      ].sort(),
    );
  });

  it('play, pause and getPlayer', async () => {
    const { api } = fakeApi();
    expect(await call(api, 'play')).toEqual({ jsonrpc: '2.0', id: 1, result: true });
    expect((await call(api, 'getPlayer')) as unknown).toMatchObject({ result: { isPlaying: true, videoId: 'vod-001', type: 'VOD' } });
    expect(await call(api, 'pause')).toMatchObject({ result: true });
    expect(await call(api, 'getPlayer')).toMatchObject({ result: { isPlaying: false } });
  });

  it("a refused play answers 'failed to play'", async () => {
    const { api } = fakeApi({ play: async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')) });
    const r = await call(api, 'play');
    expect(errorMessage(r)).toBe('failed to play');
    expect(errorCode(r)).toBeGreaterThanOrEqual(-32099);
    expect(errorCode(r)).toBeLessThanOrEqual(-32000);
  });

  it("without a player every player method answers 'Player not found'", async () => {
    const { api } = fakeApi({ hasPlayer: () => false });
    for (const [method, params] of [
      ['play'],
      ['pause'],
      ['getPlayer'],
      ['getVolume'],
      ['setVolume', { volume: 5 }],
      ['seek', [3]],
      ['getSubtitleTrack'],
      ['setFullscreen', [true]],
    ] as const) {
      expect(errorMessage(await call(api, method, params)), method).toBe('Player not found');
    }
    expect(api.play).not.toHaveBeenCalled();
    // Route-level methods do not need the player.
    expect(await call(api, 'getCountry')).toMatchObject({ result: 'GB' });
  });

  it('volume: named and positional params, range checked', async () => {
    const { api, state } = fakeApi();
    expect(await call(api, 'setVolume', { volume: 35 })).toMatchObject({ result: true });
    expect(state.volume).toBe(35);
    expect(await call(api, 'setVolume', [60])).toMatchObject({ result: true });
    expect(await call(api, 'getVolume')).toMatchObject({ result: 60 });
    for (const bad of [{ volume: 101 }, { volume: -1 }, { volume: '50' }, {}, [Number.NaN], { level: 5 }]) {
      expect(errorCode(await call(api, 'setVolume', bad)), JSON.stringify(bad)).toBe(-32602);
    }
    expect(state.volume).toBe(60);
  });

  it('seek and fullscreen', async () => {
    const { api, state } = fakeApi();
    expect(await call(api, 'seek', { position: 12.5 })).toMatchObject({ result: true });
    expect(state.position).toBe(12.5);
    expect(errorCode(await call(api, 'seek', { position: -1 }))).toBe(-32602);
    expect(errorCode(await call(api, 'seek'))).toBe(-32602);
    expect(await call(api, 'setFullscreen', { fullscreen: true })).toMatchObject({ result: true });
    expect(await call(api, 'getFullscreen')).toMatchObject({ result: true });
    expect(errorCode(await call(api, 'setFullscreen', { fullscreen: 'yes' }))).toBe(-32602);
  });

  it("subtitle and audio tracks by id or language; unknown → 'Track NOT FOUND'", async () => {
    const { api } = fakeApi();
    expect(await call(api, 'getSubtitleTrack')).toMatchObject({ result: null });
    expect(await call(api, 'setSubtitleTrack', { track: 'es' })).toMatchObject({ result: true });
    expect(await call(api, 'getSubtitleTrack')).toMatchObject({ result: { id: 1, language: 'es' } });
    expect(await call(api, 'setSubtitleTrack', [0])).toMatchObject({ result: true });
    expect(await call(api, 'setSubtitleTrack', { track: null })).toMatchObject({ result: true });
    expect(await call(api, 'getSubtitleTrack')).toMatchObject({ result: null });
    expect(errorMessage(await call(api, 'setSubtitleTrack', { track: 'fr' }))).toBe('Track NOT FOUND');
    expect(errorCode(await call(api, 'setSubtitleTrack', { track: 1.5 }))).toBe(-32602);
    expect(errorMessage(await call(api, 'setAudioTrack', { track: 3 }))).toBe('Track NOT FOUND');
    expect(await call(api, 'setAudioTrack', { track: 'en' })).toMatchObject({ result: true });
    expect(errorCode(await call(api, 'setAudioTrack', { track: null }))).toBe(-32602);
    expect(await call(api, 'getAudioTrack')).toMatchObject({ result: { language: 'en' } });
  });

  it("loadVideo, next and previous answer 'VOD does not exist' when there is none", async () => {
    const { api } = fakeApi();
    expect(await call(api, 'loadVideo', { id: 'vod-002' })).toMatchObject({ result: true });
    expect(errorMessage(await call(api, 'loadVideo', { id: 'vod-999' }))).toBe('VOD does not exist');
    expect(errorCode(await call(api, 'loadVideo', {}))).toBe(-32602);
    expect(await call(api, 'next')).toMatchObject({ result: true });
    expect(errorMessage(await call(api, 'previous'))).toBe('VOD does not exist');
  });

  it("getEpg and other reads that fail answer 'Error Fetching State'", async () => {
    const { api } = fakeApi();
    expect(await call(api, 'getEpg')).toMatchObject({ result: { channels: [] } });
    const broken = fakeApi({
      getEpg: async () => {
        throw new Error('down');
      },
      getVolume: () => {
        throw new Error('gone');
      },
    }).api;
    expect(errorMessage(await call(broken, 'getEpg'))).toBe('Error Fetching State');
    expect(errorMessage(await call(broken, 'getVolume'))).toBe('Error Fetching State');
  });

  it('route-level methods the page does not provide are not found', async () => {
    const { api } = fakeApi({ getEpg: undefined, next: undefined, setPreference: undefined });
    expect(errorCode(await call(api, 'getEpg'))).toBe(-32601);
    expect(errorCode(await call(api, 'next'))).toBe(-32601);
    expect(errorCode(await call(api, 'setPreference', { key: 'a', value: 1 }))).toBe(-32601);
  });

  it('setPreference passes key and value; getCountry answers the country', async () => {
    const { api } = fakeApi();
    expect(await call(api, 'setPreference', { key: 'subtitleLanguage', value: 'es' })).toMatchObject({ result: true });
    expect(api.setPreference).toHaveBeenCalledWith('subtitleLanguage', 'es');
    expect(await call(api, 'setPreference', ['autoplay', false])).toMatchObject({ result: true });
    expect(errorCode(await call(api, 'setPreference', { key: 'x' }))).toBe(-32602);
    expect(await call(api, 'getCountry')).toEqual({ jsonrpc: '2.0', id: 1, result: 'GB' });
  });

  it('an unexpected throw in a command is an internal error, never a crash', async () => {
    const { api } = fakeApi({
      pause: () => {
        throw new Error('boom');
      },
    });
    expect(errorCode(await call(api, 'pause'))).toBe(-32603);
  });
});
