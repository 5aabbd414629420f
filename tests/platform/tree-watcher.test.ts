/** The realm folder watcher on a real file system: atomic saves, new folders and files, removed folders. */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TreeWatcher } from '../../platform/realms/tree-watcher.js';

const root = mkdtempSync(join(tmpdir(), 'tree-watch-'));
let watcher: TreeWatcher | null = null;
afterEach(() => watcher?.close());

async function seen(changes: string[], path: string, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (changes.includes(path)) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no change reported for ${path} (saw ${changes.join(', ') || 'nothing'})`);
}

function start(): string[] {
  const changes: string[] = [];
  watcher = new TreeWatcher(root, { depth: 2, onChange: (path) => changes.push(path), warn: () => {} });
  watcher.start();
  return changes;
}

describe('TreeWatcher', () => {
  it('keeps reporting a file replaced by atomic saves (temporary file renamed over it)', async () => {
    mkdirSync(join(root, 'r1'), { recursive: true });
    writeFileSync(join(root, 'r1', 'realm.json'), '{}');
    const changes = start();
    for (let i = 0; i < 3; i++) {
      changes.length = 0;
      writeFileSync(join(root, 'r1', 'realm.json.tmp'), JSON.stringify({ i }));
      renameSync(join(root, 'r1', 'realm.json.tmp'), join(root, 'r1', 'realm.json'));
      expect(await seen(changes, join('r1', 'realm.json'))).toBe(true);
    }
  });

  it('watches folders created after it started, and files written in them', async () => {
    const changes = start();
    mkdirSync(join(root, 'r2'));
    await seen(changes, 'r2');
    mkdirSync(join(root, 'r2', 'pages'));
    await seen(changes, join('r2', 'pages'));
    writeFileSync(join(root, 'r2', 'pages', 'home.json'), '{}');
    expect(await seen(changes, join('r2', 'pages', 'home.json'))).toBe(true);
    expect(watcher!.folders()).toEqual(expect.arrayContaining([join(root, 'r2'), join(root, 'r2', 'pages')]));
  });

  it('forgets removed folders and does not go deeper than asked', async () => {
    mkdirSync(join(root, 'r3', 'labels', 'too-deep'), { recursive: true });
    const changes = start();
    expect(watcher!.folders()).toContain(join(root, 'r3', 'labels'));
    expect(watcher!.folders()).not.toContain(join(root, 'r3', 'labels', 'too-deep'));
    rmSync(join(root, 'r3'), { recursive: true });
    await seen(changes, 'r3');
    expect(watcher!.folders()).not.toContain(join(root, 'r3'));
    rmSync(root, { recursive: true, force: true });
  });
});
