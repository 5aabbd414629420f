/**
 * The video page is embeddable (host-page messages). Inside a third-party frame the browser
 * may deny `sessionStorage`; Remix's scroll restoration writes there on every client
 * navigation, so each transition (next, previous, loadVideo, a related-content link) would
 * end on the error page. Where access throws, an in-memory stand-in takes its place: scroll
 * positions then last for the frame's life, which is all a frame needs.
 *
 * Called at the top level of the watch view's module: route modules run before hydration,
 * so the stand-in is in place before the router first touches storage. Only player routes
 * load it. (A bare side-effect import would not do: package.json says `sideEffects: false`,
 * so the bundler drops imports whose bindings are unused.)
 */
function sessionStorageWorks(): boolean {
  try {
    window.sessionStorage.getItem('probe');
    return true;
  } catch {
    return false;
  }
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

export function ensureSessionStorage(): void {
  if (typeof window === 'undefined' || sessionStorageWorks()) return;
  try {
    Object.defineProperty(window, 'sessionStorage', { configurable: true, value: memoryStorage() });
  } catch {
    // Not redefinable here: client navigation in this frame stays as the browser allows.
  }
}
