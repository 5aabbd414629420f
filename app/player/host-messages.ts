/**
 * Host-page messages: an embedding page drives the player with
 * JSON-RPC 2.0 over `postMessage`. Only messages from the realm's `allowedOrigins`
 * are handled; anything else is ignored without an answer (answering would tell a
 * foreign page that a player is there).
 *
 * `handleRpcMessage` is pure with respect to the DOM: it takes the message data, its
 * origin and the player API, and resolves to the response to post back (or null).
 *
 * Over 300 lines on purpose: it is the whole protocol in one place (error codes, the method
 * table with each method's parameter rules, the envelope), which is read as one against the
 * spec's method and error lists; split, every change would touch several files in step.
 */

export const RPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internalError: { code: -32603, message: 'Internal error' },
  // Server errors (-32000…-32099) carry the catalogue's messages.
  playerNotFound: { code: -32001, message: 'Player not found' },
  trackNotFound: { code: -32002, message: 'Track NOT FOUND' },
  vodDoesNotExist: { code: -32003, message: 'VOD does not exist' },
  failedToPlay: { code: -32004, message: 'failed to play' },
  errorFetchingState: { code: -32005, message: 'Error Fetching State' },
} as const;

export type RpcId = string | number | null;
export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}
export type RpcResponse = { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: RpcError };

export interface TrackInfo {
  id: number;
  language: string;
  name: string;
}

export interface PlayerSnapshot {
  type: 'VOD' | 'LIVE';
  videoId: string | null;
  isPlaying: boolean;
  position: number;
  duration: number;
  volume: number;
  muted: boolean;
  fullscreen: boolean;
  /** The programme date (epoch ms) of the frame shown, from the stream's EXT-X-PROGRAM-DATE-TIME; null when the stream has none. */
  programmeTime: number | null;
}

/** What the host may call. The Player implements the player part; the route supplies the rest. */
export interface HostPlayerApi {
  /** False while no player is mounted/ready: player methods then answer 'Player not found'. */
  hasPlayer(): boolean;
  getPlayer(): PlayerSnapshot;
  play(): Promise<void> | void;
  pause(): void;
  seek(position: number): void;
  getFullscreen(): boolean;
  setFullscreen(on: boolean): Promise<void> | void;
  getVolume(): number;
  setVolume(volume: number): void;
  getSubtitleTrack(): TrackInfo | null;
  /** `null` turns subtitles off. Returns false for an unknown track. */
  setSubtitleTrack(track: number | string | null): boolean;
  getAudioTrack(): TrackInfo | null;
  setAudioTrack(track: number | string): boolean;
  /** Optional route-level operations; missing ones answer 'Method not found'. */
  next?(): Promise<boolean> | boolean;
  previous?(): Promise<boolean> | boolean;
  /** Resolves false when there is no such video. */
  loadVideo?(id: string): Promise<boolean> | boolean;
  getEpg?(): Promise<unknown> | unknown;
  getCountry?(): Promise<string> | string;
  setPreference?(key: string, value: unknown): Promise<void> | void;
}

type Params = unknown[] | Record<string, unknown> | undefined;

class RpcFailure extends Error {
  constructor(readonly rpcError: RpcError) {
    super(rpcError.message);
  }
}
const fail = (error: RpcError): never => {
  throw new RpcFailure(error);
};

/** Named (`{ name }`) or positional (`[value]`) parameter. */
function param(params: Params, name: string, index: number): unknown {
  if (Array.isArray(params)) return params[index];
  if (params && typeof params === 'object') return params[name];
  return undefined;
}
function numberParam(params: Params, name: string, index: number, min = -Infinity, max = Infinity): number {
  const value = param(params, name, index);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    return fail({ ...RPC_ERRORS.invalidParams, data: `${name} must be a number between ${min} and ${max}` });
  }
  return value;
}
function booleanParam(params: Params, name: string, index: number): boolean {
  const value = param(params, name, index);
  return typeof value === 'boolean' ? value : fail({ ...RPC_ERRORS.invalidParams, data: `${name} must be a boolean` });
}
function stringParam(params: Params, name: string, index: number): string {
  const value = param(params, name, index);
  return typeof value === 'string' && value.length > 0 && value.length <= 200
    ? value
    : fail({ ...RPC_ERRORS.invalidParams, data: `${name} must be a non-empty string` });
}
function trackParam(params: Params, allowOff: boolean): number | string | null {
  const value = param(params, 'track', 0);
  if (allowOff && (value === null || value === -1)) return null;
  if ((typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && value.length > 0 && value.length <= 50)) {
    return value;
  }
  return fail({ ...RPC_ERRORS.invalidParams, data: 'track must be a track id or a language code' });
}

function requirePlayer(api: HostPlayerApi) {
  if (!api.hasPlayer()) fail(RPC_ERRORS.playerNotFound);
}

/** Reads state; any failure inside is reported as the catalogue's 'Error Fetching State'. */
async function fetchState<T>(read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof RpcFailure) throw error;
    return fail(RPC_ERRORS.errorFetchingState);
  }
}

type Method = (api: HostPlayerApi, params: Params) => Promise<unknown>;

function optional<K extends 'next' | 'previous' | 'loadVideo' | 'getEpg' | 'getCountry' | 'setPreference'>(
  api: HostPlayerApi,
  name: K,
): NonNullable<HostPlayerApi[K]> {
  const fn = api[name];
  return typeof fn === 'function' ? (fn.bind(api) as NonNullable<HostPlayerApi[K]>) : fail(RPC_ERRORS.methodNotFound);
}

const METHODS: Record<string, Method> = {
  async play(api) {
    requirePlayer(api);
    try {
      await api.play();
    } catch {
      fail(RPC_ERRORS.failedToPlay);
    }
    return true;
  },
  async pause(api) {
    requirePlayer(api);
    api.pause();
    return true;
  },
  async seek(api, params) {
    const position = numberParam(params, 'position', 0, 0);
    requirePlayer(api);
    api.seek(position);
    return true;
  },
  async getPlayer(api) {
    requirePlayer(api);
    return fetchState(() => api.getPlayer());
  },
  async getFullscreen(api) {
    requirePlayer(api);
    return fetchState(() => api.getFullscreen());
  },
  async setFullscreen(api, params) {
    const on = booleanParam(params, 'fullscreen', 0);
    requirePlayer(api);
    await api.setFullscreen(on);
    return true;
  },
  async getVolume(api) {
    requirePlayer(api);
    return fetchState(() => api.getVolume());
  },
  async setVolume(api, params) {
    const volume = numberParam(params, 'volume', 0, 0, 100);
    requirePlayer(api);
    api.setVolume(volume);
    return true;
  },
  async getSubtitleTrack(api) {
    requirePlayer(api);
    return fetchState(() => api.getSubtitleTrack());
  },
  async setSubtitleTrack(api, params) {
    const track = trackParam(params, true);
    requirePlayer(api);
    if (!api.setSubtitleTrack(track)) fail(RPC_ERRORS.trackNotFound);
    return true;
  },
  async getAudioTrack(api) {
    requirePlayer(api);
    return fetchState(() => api.getAudioTrack());
  },
  async setAudioTrack(api, params) {
    const track = trackParam(params, false) as number | string;
    requirePlayer(api);
    if (!api.setAudioTrack(track)) fail(RPC_ERRORS.trackNotFound);
    return true;
  },
  async next(api) {
    const next = optional(api, 'next');
    if (!(await next())) fail(RPC_ERRORS.vodDoesNotExist);
    return true;
  },
  async previous(api) {
    const previous = optional(api, 'previous');
    if (!(await previous())) fail(RPC_ERRORS.vodDoesNotExist);
    return true;
  },
  async loadVideo(api, params) {
    const id = stringParam(params, 'id', 0);
    const loadVideo = optional(api, 'loadVideo');
    if (!(await loadVideo(id))) fail(RPC_ERRORS.vodDoesNotExist);
    return true;
  },
  async getEpg(api) {
    const getEpg = optional(api, 'getEpg');
    return fetchState(() => getEpg());
  },
  async getCountry(api) {
    const getCountry = optional(api, 'getCountry');
    return fetchState(() => getCountry());
  },
  async setPreference(api, params) {
    const key = stringParam(params, 'key', 0);
    const value = param(params, 'value', 1);
    if (value === undefined) fail({ ...RPC_ERRORS.invalidParams, data: 'value is required' });
    const setPreference = optional(api, 'setPreference');
    await setPreference(key, value);
    return true;
  },
};

export const RPC_METHODS = Object.keys(METHODS);

/** Origins compare as the browser reports them (`scheme://host[:port]`), case-insensitively. */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  const wanted = origin.toLowerCase();
  return allowedOrigins.some((allowed) => allowed.trim().replace(/\/+$/, '').toLowerCase() === wanted);
}

const isValidId = (id: unknown): id is RpcId => id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
const errorResponse = (id: RpcId, error: RpcError): RpcResponse => ({ jsonrpc: '2.0', id, error });

async function handleOne(request: unknown, api: HostPlayerApi): Promise<RpcResponse | null> {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return errorResponse(null, RPC_ERRORS.invalidRequest);
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const isNotification = !('id' in (request as object));
  if (!isNotification && !isValidId(id)) return errorResponse(null, RPC_ERRORS.invalidRequest);
  const replyId: RpcId = isNotification ? null : (id as RpcId);
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (params !== undefined && (params === null || typeof params !== 'object'))) {
    return errorResponse(replyId, RPC_ERRORS.invalidRequest);
  }
  const run = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
  let response: RpcResponse;
  if (!run) response = errorResponse(replyId, RPC_ERRORS.methodNotFound);
  else {
    try {
      const result = await run(api, params as Params);
      response = { jsonrpc: '2.0', id: replyId, result: result === undefined ? null : result };
    } catch (error) {
      response = errorResponse(replyId, error instanceof RpcFailure ? error.rpcError : RPC_ERRORS.internalError);
    }
  }
  // Notifications are executed but never answered (JSON-RPC 2.0 §4.1).
  return isNotification ? null : response;
}

/**
 * Handles one posted message. Resolves to the response to post back, an array for a
 * batch, or null when nothing must be answered (foreign origin, notification, all-notification batch).
 */
export async function handleRpcMessage(
  data: unknown,
  origin: string,
  api: HostPlayerApi,
  allowedOrigins: readonly string[],
): Promise<RpcResponse | RpcResponse[] | null> {
  if (!isAllowedOrigin(origin, allowedOrigins)) return null;
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return errorResponse(null, RPC_ERRORS.parseError);
    }
  }
  if (Array.isArray(message)) {
    if (message.length === 0) return errorResponse(null, RPC_ERRORS.invalidRequest);
    const responses: RpcResponse[] = [];
    // Sequential on purpose: a host sending [pause, seek, play] expects that order.
    for (const item of message.slice(0, 50)) {
      const r = await handleOne(item, api);
      if (r) responses.push(r);
    }
    return responses.length ? responses : null;
  }
  return handleOne(message, api);
}

/**
 * Browser wiring: listens to `message` events on `target` and answers through
 * `event.source` to exactly the sender's origin. Returns the unsubscribe function.
 */
export function listenForHostMessages(target: Window, api: HostPlayerApi, allowedOrigins: readonly string[]): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, allowedOrigins)) return;
    void handleRpcMessage(event.data, event.origin, api, allowedOrigins).then((response) => {
      if (!response || !event.source) return;
      // Answer in the form the host used: a JSON string for a string request.
      const payload = typeof event.data === 'string' ? JSON.stringify(response) : response;
      (event.source as Window).postMessage(payload, { targetOrigin: event.origin });
    });
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
