/**
 * Watches a folder and its sub-folders (to a depth) for changes, as editors make them.
 *
 * Directories are watched, never files: an editor's atomic save (write a temporary file, then
 * rename it over the original) replaces the file's inode, which a watch on the file would
 * silently lose, while the directory's watch reports the rename. Folders created later (a new
 * realm, its pages/) are watched from the next event on, and removed ones are forgotten:
 * every `rename` event (a name appeared or went) re-reads the tree. The recursive mode of
 * `fs.watch` is not used: on Linux it is emulated per file and has the same blind spot.
 */
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';

export interface TreeWatcherOptions {
  /** Deepest folder level watched below the root (0 = the root only). */
  depth: number;
  /** A name changed: the path relative to the root (`arena/labels/en.json`). */
  onChange(path: string): void;
  warn(message: string): void;
}

export class TreeWatcher {
  private readonly watchers = new Map<string, FSWatcher>();
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly options: TreeWatcherOptions,
  ) {}

  start() {
    this.sync();
  }

  /** The watched folders (for tests and diagnostics). */
  folders(): string[] {
    return [...this.watchers.keys()].sort();
  }

  /** Watches every folder of the tree that is not yet watched; stops watching the ones gone. */
  sync() {
    if (this.closed) return;
    const wanted = new Set<string>();
    const walk = (dir: string, level: number) => {
      wanted.add(dir);
      if (level >= this.options.depth) return;
      let entries: string[] = [];
      try {
        entries = readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((entry) => entry.name);
      } catch {
        return; // removed while walking: the next event re-reads it
      }
      for (const name of entries) walk(join(dir, name), level + 1);
    };
    if (existsSync(this.root)) walk(this.root, 0);
    for (const [dir, watcher] of this.watchers) {
      if (!wanted.has(dir)) {
        watcher.close();
        this.watchers.delete(dir);
      }
    }
    for (const dir of wanted) if (!this.watchers.has(dir)) this.watchDir(dir);
  }

  close() {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private watchDir(dir: string) {
    try {
      const watcher = watch(dir, (event, filename) => {
        const path = relative(this.root, filename ? join(dir, String(filename)) : dir);
        if (event === 'rename') this.sync();
        this.options.onChange(path);
      });
      watcher.on('error', (error) => {
        // The folder went away (or the watch broke): forget it; the parent's event re-adds it when it is back.
        watcher.close();
        this.watchers.delete(dir);
        if (existsSync(dir)) this.options.warn(`Stopped watching ${dir}: ${error.message}`);
      });
      this.watchers.set(dir, watcher);
    } catch (error) {
      this.options.warn(`Cannot watch ${dir}: ${(error as Error).message}`);
    }
  }
}
