import type { UNSAFE_AssetsManifest } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { hydrationModules, LOADER_SCRIPT, partialManifest } from './hydration-modules.server';

type Route = UNSAFE_AssetsManifest['routes'][string];

const route = (id: string, extra: Partial<Route>): Route => ({
  id,
  module: `/build/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  ...extra,
});

const manifest: UNSAFE_AssetsManifest = {
  url: '/build/manifest-1.js',
  version: '1',
  entry: { module: '/build/entry.client.js', imports: ['/build/_shared/react.js', '/build/_shared/remix.js'] },
  routes: {
    root: route('root', { path: '', imports: ['/build/_shared/remix.js', '/build/_shared/labels.js'] }),
    home: route('home', { parentId: 'root', index: true }),
    video: route('video', { parentId: 'root', path: 'video/:id', imports: ['/build/_shared/player.js'] }),
    videos: route('videos', { parentId: 'root', path: 'video' }),
    account: route('account', { parentId: 'root', path: 'account' }),
    accountIndex: route('accountIndex', { parentId: 'account', index: true }),
  },
};

describe('partialManifest (the routes the browser starts with)', () => {
  it('keeps the matched routes and those matching each parent path, as Remix does', () => {
    const partial = partialManifest(manifest, ['root', 'video'], '/video/vod-1');
    // '/' matches root and its index (home), '/video' the list; account is not on the way.
    expect(Object.keys(partial.routes).sort()).toEqual(['home', 'root', 'video', 'videos']);
    expect(partial.entry).toEqual(manifest.entry);
    expect(partial.url).toBe(manifest.url);
  });

  it('reaches an index route under a parent path', () => {
    const partial = partialManifest(manifest, ['root', 'account'], '/account/x');
    expect(Object.keys(partial.routes).sort()).toEqual(['account', 'accountIndex', 'home', 'root']);
  });
});

describe('hydrationModules', () => {
  it('preloads the entry, its imports and each matched route with its imports, once each, and imports routes outermost first', () => {
    const modules = hydrationModules(manifest, ['root', 'video'], manifest);
    expect(modules.preload).toEqual([
      '/build/entry.client.js',
      '/build/_shared/react.js',
      '/build/_shared/remix.js',
      '/build/_shared/labels.js',
      '/build/root.js',
      '/build/_shared/player.js',
      '/build/video.js',
    ]);
    expect(modules.routes).toEqual([
      ['root', '/build/root.js'],
      ['video', '/build/video.js'],
    ]);
    expect(modules.entry).toBe('/build/entry.client.js');
  });
});

describe('LOADER_SCRIPT (runs in the browser)', () => {
  /** An <img elementtiming> of the document: `complete` and `naturalWidth` as the browser reports them, its listeners. */
  class TimedImage {
    listeners: Record<string, (() => void)[]> = {};
    constructor(
      public complete = false,
      public naturalWidth = 0,
    ) {}
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    fire(type: 'load' | 'error') {
      this.complete = true;
      if (type === 'load') this.naturalWidth = 960;
      for (const listener of this.listeners[type] ?? []) listener();
    }
  }

  interface PageOptions {
    visibilityState?: 'visible' | 'hidden';
    /** A PerformanceObserver whose paint entries the test reports. */
    paintTiming?: boolean;
    /** ... and whose element entries (Element Timing) the test reports. */
    elementTiming?: boolean;
    early?: string[];
    /** When the early and Media Source modules' imports settle (default: at once); a rejection fails them. */
    earlyImported?: Promise<void>;
    firstFrame?: Promise<void>;
    mediaSource?: string[];
    images?: TimedImage[];
    preload?: string[];
  }

  /**
   * A document with the modules' JSON, its timed images, an animation-frame queue and a task
   * queue the test drains, and the performance observers the options ask for.
   */
  function page({
    visibilityState = 'visible',
    paintTiming = false,
    elementTiming = false,
    early,
    earlyImported = Promise.resolve(),
    firstFrame,
    mediaSource,
    images = [],
    preload = ['/build/shared.js', '/build/root.js'],
  }: PageOptions = {}) {
    const modules = {
      preload,
      routes: [['root', '/build/root.js']],
      entry: '/build/entry.client.js',
      manifest: { version: 'test' },
      early,
      mediaSource,
    };
    const frames: (() => void)[] = [];
    const tasks: { callback: () => void; ms: number }[] = [];
    const observers: { type: string; report: (entries: unknown[]) => void; disconnected: boolean }[] = [];
    const observer = (type: string) => observers.find((entry) => entry.type === type)!;
    const head: { rel: string; href: string }[] = [];
    const window: Record<string, unknown> = {};
    if (paintTiming) {
      window.PerformanceObserver = class {
        static supportedEntryTypes = elementTiming ? ['element', 'paint', 'layout-shift'] : ['paint', 'layout-shift'];
        callback: (list: unknown, observer: unknown) => void;
        constructor(callback: (list: unknown, observer: unknown) => void) {
          this.callback = callback;
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options.buffered).toBe(true);
          const record = {
            type: options.type,
            disconnected: false,
            report: (entries: unknown[]) =>
              this.callback({ getEntries: () => entries, getEntriesByName: (name: string) => entries.filter((entry) => entry === name) }, this),
          };
          observers.push(record);
          Object.assign(this, { record });
        }
        disconnect() {
          (this as unknown as { record: { disconnected: boolean } }).record.disconnected = true;
        }
      };
    }
    // The test's module loader stands in for import() (which a test's sandbox does not offer).
    const imported: string[] = [];
    const importModule = (url: string) => {
      imported.push(url);
      if (early?.includes(url)) return earlyImported.then(() => ({ url, firstFrame }));
      if (mediaSource?.includes(url)) return earlyImported.then(() => ({ url }));
      return Promise.resolve({ url });
    };
    const document = {
      visibilityState,
      head: { appendChild: (link: { rel: string; href: string }) => head.push(link) },
      getElementById: (id: string) => (id === 'hydration-modules' ? { textContent: JSON.stringify(modules) } : null),
      querySelectorAll: (selector: string) => (selector === 'img[elementtiming]' ? images : []),
      createElement: () => ({ rel: '', href: '' }),
      addEventListener: () => undefined,
    };
    /** Message tasks (the loader posts one per further preload link), queued apart from the timers. */
    const messages: (() => void)[] = [];
    class MessageChannel {
      port1 = { onmessage: null as (() => void) | null, close: () => undefined };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    /** Runs message tasks until none is left; returns how many ran. */
    const runMessages = () => {
      let ran = 0;
      for (; messages.length > 0; ran++) messages.shift()!();
      return ran;
    };
    const run = () =>
      new Function(
        'window',
        'document',
        'requestAnimationFrame',
        'setTimeout',
        'MessageChannel',
        'importModule',
        LOADER_SCRIPT.replaceAll('import(', 'importModule('),
      )(
        window,
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void, ms = 0) => tasks.push({ callback, ms }),
        MessageChannel,
        importModule,
      );
    /** Runs the queued tasks of `ms` (0: the next ones), as the event loop would. */
    const runTasks = (ms = 0) => {
      for (const task of tasks.filter((entry) => entry.ms === ms)) {
        tasks.splice(tasks.indexOf(task), 1);
        task.callback();
      }
    };
    return { run, frames, tasks, runTasks, runMessages, messages, observers, observer, head, window, imported };
  }

  it('without paint timing: sets the manifest at once, and preloads and imports the modules only after a frame and a task', async () => {
    const { run, frames, tasks, runMessages, head, window, imported } = page();
    run();
    expect(window.__remixManifest).toEqual({ version: 'test' });
    expect(head).toEqual([]);
    frames.shift()!();
    expect(head).toEqual([]);
    expect(imported).toEqual([]);
    tasks.shift()!.callback();
    expect(runMessages()).toBe(1);
    expect(head.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/build/shared.js'],
      ['modulepreload', '/build/root.js'],
    ]);
    // One module per task in preload order, the route modules, then the entry (which hydrates) once they are set.
    await expect.poll(() => imported).toEqual(['/build/shared.js']);
    await expect.poll(() => tasks.length).toBe(1);
    expect(imported).toEqual(['/build/shared.js']);
    tasks.shift()!.callback();
    await expect.poll(() => imported).toEqual(['/build/shared.js', '/build/root.js']);
    await expect.poll(() => tasks.length).toBe(1);
    tasks.shift()!.callback();
    await expect.poll(() => imported).toEqual(['/build/shared.js', '/build/root.js', '/build/root.js', '/build/entry.client.js']);
    expect(window.__remixRouteModules).toEqual({ root: { url: '/build/root.js' } });
  });

  it('with paint timing: starts on the first contentful paint, or after 3 s at the latest', () => {
    const { run, frames, tasks, runMessages, observers, head } = page({ paintTiming: true });
    run();
    expect(frames).toEqual([]);
    expect(tasks.map((task) => task.ms)).toEqual([3000]);
    observers[0].report(['first-paint']);
    expect(tasks).toHaveLength(1);
    observers[0].report(['first-paint', 'first-contentful-paint']);
    expect(observers[0].disconnected).toBe(true);
    expect(tasks.map((task) => task.ms)).toEqual([3000, 0]);
    expect(head).toEqual([]);
    tasks[1].callback();
    runMessages();
    expect(head).toHaveLength(2);
    // The latest start finds it started: nothing is added twice.
    tasks[0].callback();
    expect(runMessages()).toBe(0);
    expect(head).toHaveLength(2);
  });

  it('imports the early modules first when it starts, and the shared modules once their first frame is there', async () => {
    let reached = () => {};
    const firstFrame = new Promise<void>((resolve) => (reached = resolve));
    const { run, tasks, runMessages, observers, head, imported } = page({ paintTiming: true, early: ['/build/early-start.js'], firstFrame });
    run();
    expect(imported).toEqual([]);
    observers[0].report(['first-contentful-paint']);
    tasks[1].callback();
    await new Promise((resolve) => setImmediate(resolve));
    // The shared modules are fetched once the early module is there, but evaluated only after the stream's first frame.
    expect(imported).toEqual(['/build/early-start.js']);
    runMessages();
    expect(head).toHaveLength(2);
    reached();
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/build/early-start.js', '/build/shared.js']);
  });

  it('adds the module preloads only once the early and Media Source modules have been imported, or have failed', async () => {
    for (const outcome of ['imported', 'failed'] as const) {
      let settle = () => {};
      const earlyImported = new Promise<void>((resolve, reject) => (settle = outcome === 'imported' ? resolve : () => reject(new Error('offline'))));
      const { run, tasks, runMessages, observers, window, head, imported } = page({
        paintTiming: true,
        early: ['/build/early-start.js'],
        earlyImported,
        firstFrame: new Promise(() => undefined),
        mediaSource: ['/build/hls.js'],
      });
      window.MediaSource = class {};
      run();
      observers[0].report(['first-contentful-paint']);
      tasks[1].callback();
      await new Promise((resolve) => setImmediate(resolve));
      // hls.js is fetched and compiled alone: the page's modules would take the link and the compiler from it.
      expect(imported).toEqual(['/build/early-start.js', '/build/hls.js']);
      expect(head).toEqual([]);
      settle();
      await new Promise((resolve) => setImmediate(resolve));
      runMessages();
      expect(head.map((link) => link.href)).toEqual(['/build/shared.js', '/build/root.js']);
    }
  });

  it('adds the module preloads at most a second after it starts when the early modules do not arrive', async () => {
    const { run, tasks, runMessages, observers, head, imported } = page({
      paintTiming: true,
      early: ['/build/early-start.js'],
      earlyImported: new Promise(() => undefined),
    });
    run();
    observers[0].report(['first-contentful-paint']);
    tasks[1].callback();
    await new Promise((resolve) => setImmediate(resolve));
    expect(head).toEqual([]);
    tasks.find((task) => task.ms === 1000)!.callback();
    await new Promise((resolve) => setImmediate(resolve));
    runMessages();
    expect(head).toHaveLength(2);
    // The same bound ends the wait for the first frame: the page hydrates without it.
    expect(imported).toEqual(['/build/early-start.js', '/build/shared.js']);
  });

  it('imports the Media Source modules with the early ones only where the browser has Media Source Extensions', async () => {
    for (const [api, expected] of [
      ['MediaSource', ['/build/early-start.js', '/build/hls.js']],
      ['ManagedMediaSource', ['/build/early-start.js', '/build/hls.js']],
      [null, ['/build/early-start.js']],
    ] as const) {
      const { run, tasks, observers, window, imported } = page({
        paintTiming: true,
        early: ['/build/early-start.js'],
        firstFrame: new Promise(() => undefined),
        mediaSource: ['/build/hls.js'],
      });
      if (api) window[api] = class {};
      run();
      observers[0].report(['first-contentful-paint']);
      tasks[1].callback();
      await new Promise((resolve) => setImmediate(resolve));
      expect(imported).toEqual(expected);
    }
  });

  it("waits for the early modules' first frame at most a second", async () => {
    const never = new Promise<void>(() => undefined);
    const { run, tasks, observers, imported } = page({ paintTiming: true, early: ['/build/early-start.js'], firstFrame: never });
    run();
    observers[0].report(['first-contentful-paint']);
    tasks[1].callback();
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/build/early-start.js']);
    const bound = tasks.find((task) => task.ms === 1000)!;
    bound.callback();
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/build/early-start.js', '/build/shared.js']);
  });

  it("with Element Timing: starts once the document's timed images are on screen, not at the first contentful paint", () => {
    const poster = new TimedImage();
    const thumbnail = new TimedImage(true, 480);
    const { run, runTasks, runMessages, observer, head } = page({ paintTiming: true, elementTiming: true, images: [poster, thumbnail] });
    run();
    observer('paint').report(['first-contentful-paint']);
    runTasks();
    expect(head).toEqual([]);
    observer('element').report([{ element: thumbnail }]);
    runTasks();
    expect(head).toEqual([]);
    // Loaded is not yet shown: only the element entry of its paint counts.
    poster.fire('load');
    runTasks();
    expect(head).toEqual([]);
    observer('element').report([{ element: poster }]);
    runTasks();
    runMessages();
    expect(head).toHaveLength(2);
  });

  it('does not wait for a timed image that failed, and waits for the others at most a second after the first contentful paint', () => {
    const broken = new TimedImage(true, 0);
    const failing = new TimedImage();
    const { run, runTasks, runMessages, observer, head } = page({ paintTiming: true, elementTiming: true, images: [broken, failing] });
    run();
    observer('paint').report(['first-contentful-paint']);
    failing.fire('error');
    runTasks();
    runMessages();
    expect(head).toHaveLength(2);

    const hidden = page({ paintTiming: true, elementTiming: true, images: [new TimedImage(true, 960)] });
    hidden.run();
    hidden.observer('paint').report(['first-contentful-paint']);
    hidden.runTasks();
    expect(hidden.head).toEqual([]);
    expect(hidden.tasks.map((task) => task.ms)).toEqual([3000, 1000]);
    hidden.runTasks(1000);
    hidden.runTasks();
    hidden.runMessages();
    expect(hidden.head).toHaveLength(2);
    // The bound, after a start, starts nothing twice.
    runTasks(1000);
    runTasks();
    expect(runMessages()).toBe(0);
    expect(head).toHaveLength(2);
  });

  it('without Element Timing: starts once each timed image has loaded and a frame has been drawn since', () => {
    const poster = new TimedImage();
    const { run, runTasks, runMessages, frames, observer, head } = page({ paintTiming: true, images: [poster] });
    run();
    observer('paint').report(['first-contentful-paint']);
    expect(frames).toEqual([]);
    poster.fire('load');
    expect(head).toEqual([]);
    frames.shift()!();
    runTasks();
    expect(head).toEqual([]);
    runTasks();
    runMessages();
    expect(head).toHaveLength(2);
  });

  it('adds the module preloads one per task, in order, each next one in a message task (a nested timer would wait 4 ms)', () => {
    const preload = Array.from({ length: 14 }, (_, i) => `/build/chunk-${i}.js`);
    const { run, tasks, messages, head } = page({ visibilityState: 'hidden', preload });
    run();
    expect(head.map((link) => link.href)).toEqual(preload.slice(0, 1));
    for (let added = 2; added <= preload.length; added++) {
      expect(messages).toHaveLength(1);
      messages.shift()!();
      expect(head.map((link) => link.href)).toEqual(preload.slice(0, added));
    }
    expect(messages).toHaveLength(0);
    expect(tasks.filter((task) => task.ms === 0)).toHaveLength(0);
    expect(head.every((link) => link.rel === 'modulepreload')).toBe(true);
  });

  it('starts at once in a hidden document, which gets no animation frames', () => {
    const { run, frames, runMessages, head } = page({ visibilityState: 'hidden' });
    run();
    expect(frames).toEqual([]);
    runMessages();
    expect(head).toHaveLength(2);
  });
});
