import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHostTable, realmForHost } from './hosts.server';

describe('realm by host', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realms-'));
  mkdirSync(path.join(dir, 'arena'));
  mkdirSync(path.join(dir, 'oasis'));
  mkdirSync(path.join(dir, 'broken'));
  writeFileSync(path.join(dir, 'arena/realm.json'), JSON.stringify({ hosts: ['arena.localhost', 'localhost', '127.0.0.1'] }));
  writeFileSync(path.join(dir, 'oasis/realm.json'), JSON.stringify({ hosts: ['watch.oasis.example'] }));
  writeFileSync(path.join(dir, 'broken/realm.json'), '{');
  const { hosts, realms } = readHostTable(dir);

  it('reads hosts from realm.json and always maps <realm>.localhost', () => {
    expect(realms).toEqual(['arena', 'oasis']);
    expect(realmForHost('oasis.localhost:3000', hosts, 'arena')).toBe('oasis');
    expect(realmForHost('watch.oasis.example', hosts, 'arena')).toBe('oasis');
    expect(realmForHost('localhost:3000', hosts, 'oasis')).toBe('arena');
    expect(realmForHost('127.0.0.1:3040', hosts, 'oasis')).toBe('arena');
  });

  it('falls back to the default realm for unknown or missing hosts', () => {
    expect(realmForHost('evil.example', hosts, 'arena')).toBe('arena');
    expect(realmForHost('nope.localhost', hosts, 'arena')).toBe('arena');
    expect(realmForHost('', hosts, 'arena')).toBe('arena');
    expect(realmForHost(null, hosts, 'arena')).toBe('arena');
    expect(realmForHost('[::1]:3000', hosts, 'arena')).toBe('arena');
  });
});
