/** The committed catalogue fixtures equal what scripts/generate-fixtures.ts generates (deterministic). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness.js';

describe('catalogue fixtures', () => {
  it('match the generator (run: npx tsx scripts/generate-fixtures.ts)', () => {
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-fixtures.ts', '--check'], { cwd: ROOT, stdio: 'pipe' });
    expect(run).not.toThrow();
  });

  it('hold what the demo needs', () => {
    const read = (name: string) => JSON.parse(readFileSync(join(ROOT, 'fixtures', name), 'utf8'));
    const vods = read('vods.json');
    expect(vods.filter((v: any) => /^vod-0(0[1-9]|[1-5]\d|60)$/.test(v.id))).toHaveLength(60);
    const levels = new Set(vods.map((v: any) => v.access.level + (v.access.geo ? `+${v.access.geo.mode}` : '')));
    expect([...levels]).toEqual(expect.arrayContaining(['FREE', 'SIGN_IN', 'LICENCE', 'FREE+ALLOW', 'SIGN_IN+BLOCK']));
    const { licences } = read('licences.json');
    const strategies = licences.map(
      (l: any) => `${l.purchaseStrategy.type}${l.purchaseStrategy.period ? `:${l.purchaseStrategy.period}` : ''}${l.trialDetails ? '+trial' : ''}`,
    );
    expect(strategies).toEqual(expect.arrayContaining(['SUBSCRIPTION:P1M+trial', 'SUBSCRIPTION:P1Y', 'FIXED_DATE', 'PPV:P2D', 'FREE']));
    const live = read('live-events.json');
    expect(live.map((e: any) => e.id)).toEqual(['live-1', 'live-2', 'live-3', 'live-4', 'live-5', 'live-6', 'live-7', 'live-8']);
    expect(live.filter((e: any) => e.kind === 'PREMIERE')).toHaveLength(1);
    // Nothing clock-dependent is a date: live events and channels carry offsets and patterns only.
    expect(JSON.stringify(live)).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(read('channels.json'))).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const holdings = read('user-licences.json');
    expect(holdings.filter((h: any) => h.email === 'subscriber@example.com' && h.status === 'ACTIVE').map((h: any) => h.licenceId)).toContain(
      'lic-arena-monthly',
    );
    expect(holdings.filter((h: any) => h.email === 'viewer@example.com')).toEqual([]);
  });
});
