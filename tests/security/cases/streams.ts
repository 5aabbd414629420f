/**
 * Stream files only with a signature the manifest call handed to a granted viewer: a denied
 * viewer gets no URL; unsigned, tampered, re-dated, other-asset and stripped segment
 * requests are 403.
 */
import { platformLogin } from '../accounts';
import { send } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

async function manifest(stack: Stack, kind: 'vod' | 'live', id: string, token: string) {
  const answer = await send(`${stack.platform}/v5/manifest/${kind}/${id}?includePlaybackDetails=URL`, {
    method: 'POST',
    headers: { realm: 'arena', authorization: `Bearer ${token}` },
  });
  return { status: answer.status, text: answer.text, body: answer.status === 200 ? answer.json() : null };
}

const streamUrl = (body: any): string | null => body?.streams?.[0]?.url ?? null;

/** The loopback path of a platform media URL (the manifest names the public base). */
const local = (stack: Stack, url: string) => `${stack.platform}${new URL(url).pathname}${new URL(url).search}`;

export async function streamCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const guest = (await send(`${stack.platform}/token/guest`, { method: 'POST', headers: { realm: 'arena' } })).json().authorisationToken as string;
  const subscriber = (await platformLogin(stack, ACCOUNTS.subscriber)).authorisationToken;

  // A live event and a video that guests may not watch, and their signed URLs for the subscriber.
  const denied: Array<{ kind: 'vod' | 'live'; id: string; url: string }> = [];
  for (const [kind, ids] of [
    ['live', ['live-1', 'live-2', 'live-3', 'live-4']],
    ['vod', Array.from({ length: 40 }, (_, i) => `vod-${String(i + 1).padStart(3, '0')}`)],
  ] as const) {
    for (const id of ids) {
      const asGuest = await manifest(stack, kind, id, guest);
      if (asGuest.body?.accessLevel === 'GRANTED') continue;
      const url = streamUrl((await manifest(stack, kind, id, subscriber)).body);
      if (!url) continue;
      probes.push(
        probe(
          `${kind} ${id}: the manifest gives a denied guest no media URL`,
          !asGuest.text.includes('/media/') && !asGuest.text.includes('sig='),
          asGuest.text.slice(0, 200),
        ),
      );
      denied.push({ kind, id, url });
      break;
    }
  }
  if (denied.length < 2)
    probes.push(probe('the fixtures have a live event and a video denied to guests but granted to the subscriber', false, `found ${denied.length}`));

  for (const { kind, id, url } of denied) {
    const signed = new URL(url);
    const get = (u: URL) => send(local(stack, u.toString()));
    const control = await get(signed);
    probes.push(probe(`control: the subscriber's signed ${kind} URL plays`, control.status === 200, `status ${control.status}`));

    const unsigned = new URL(signed.pathname, signed.origin);
    probes.push(probe(`${kind} ${id} master playlist without a signature`, (await get(unsigned)).status === 403));

    const tampered = new URL(signed);
    const sig = tampered.searchParams.get('sig') ?? '';
    tampered.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    probes.push(probe(`${kind} ${id} with a tampered signature`, (await get(tampered)).status === 403));

    const expired = new URL(signed);
    expired.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 60));
    probes.push(probe(`${kind} ${id} with an expired date`, (await get(expired)).status === 403));

    const prolonged = new URL(signed);
    prolonged.searchParams.set('exp', String(Math.floor(Date.now() / 1000) + 365 * 86_400));
    probes.push(probe(`${kind} ${id} with its expiry pushed a year out`, (await get(prolonged)).status === 403));

    const rebound = new URL(signed);
    rebound.searchParams.set('sid', 'guest');
    probes.push(probe(`${kind} ${id} re-bound to another session`, (await get(rebound)).status === 403));

    const other = new URL(signed);
    other.pathname = signed.pathname.replace(/\/media\/(vod|live)\/[^/]+\//, kind === 'live' ? '/media/live/live-9/' : '/media/vod/other-asset/');
    probes.push(probe(`${kind} ${id}'s signature on another stream`, (await get(other)).status === 403));

    // Follow the playlist to a segment, then ask for it without the token the playlist carried.
    const master = control.text.split('\n').find((line) => line && !line.startsWith('#'));
    if (master) {
      const variantUrl = new URL(master, signed);
      const variant = await get(variantUrl);
      const segment = variant.text.split('\n').find((line) => line && !line.startsWith('#'));
      probes.push(
        probe(`control: ${kind} ${id}'s variant playlist plays with the carried token`, variant.status === 200 && Boolean(segment), `status ${variant.status}`),
      );
      if (segment) {
        const segmentUrl = new URL(segment, variantUrl);
        probes.push(probe(`${kind} ${id} segment without its token`, (await get(new URL(segmentUrl.pathname, segmentUrl.origin))).status === 403));
      }
    }
  }
  return probes;
}
