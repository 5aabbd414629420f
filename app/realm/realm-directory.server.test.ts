/** The web's copy of the platform's realm directory: fresh within a second, last good copy on failure, refused realms kept apart. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM } from '../../tests/mocks/content-handlers';
import { realmForHost } from './hosts.server';
import { forgetRealmDirectory, realmDirectory, realmVersion } from './realm-directory.server';

let answer: () => Response;
let calls = 0;
const server = setupServer(
  http.get(`${PLATFORM}/api/v1/realms`, () => {
    calls++;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  forgetRealmDirectory();
  vi.useRealTimers();
});
afterAll(() => server.close());

const listing = (id: string, extra: object = {}) => ({ id, hosts: [], version: `${id}-1`, served: true, problems: [], ...extra });

describe('realm directory', () => {
  it('maps <id>.localhost and listed hosts, and asks again only once a second has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answer = () => HttpResponse.json({ realms: [listing('arena', { hosts: ['sports.example'] }), listing('summit')] });
    calls = 0;
    const first = await realmDirectory();
    expect(realmForHost('summit.localhost:3000', first.hosts, 'arena')).toBe('summit');
    expect(realmForHost('sports.example', first.hosts, 'x')).toBe('arena');
    expect(realmVersion('summit')).toBe('summit-1');
    await realmDirectory();
    expect(calls).toBe(1);
    answer = () => HttpResponse.json({ realms: [listing('arena'), listing('summit', { version: 'summit-2' })] });
    vi.setSystemTime(Date.now() + 1000);
    await realmDirectory();
    expect(calls).toBe(2);
    expect(realmVersion('summit')).toBe('summit-2');
  });

  it('keeps the last good copy when the platform fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answer = () => HttpResponse.json({ realms: [listing('summit')] });
    await realmDirectory();
    answer = () => HttpResponse.json({ code: 'DOWN', messages: [] }, { status: 503 });
    vi.setSystemTime(Date.now() + 1500);
    const after = await realmDirectory();
    expect(after.realms.get('summit')?.version).toBe('summit-1');
  });

  it('lists a refused realm under its own host, not served', async () => {
    answer = () =>
      HttpResponse.json({
        realms: [
          listing('arena'),
          listing('broken', {
            served: false,
            version: null,
            problems: [{ file: 'realms/broken/realm.json', pointer: '/theme', message: '"theme" is required.' }],
          }),
        ],
      });
    const directory = await realmDirectory();
    expect(realmForHost('broken.localhost', directory.hosts, 'arena')).toBe('broken');
    expect(directory.realms.get('broken')?.served).toBe(false);
  });
});
