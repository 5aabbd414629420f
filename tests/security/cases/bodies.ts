/**
 * Bodies the door must refuse before reading them whole (10 MB and 150 MB), and every wrong
 * content type on every form: a clear 4xx, never a 500.
 */
import { readFileSync } from 'node:fs';
import { webLogin } from '../accounts';
import { send, zeros } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

const MB = 1024 * 1024;

function rssKb(pid: number | null): number {
  if (!pid) return 0;
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

const FORMS = [
  '/login',
  '/signup',
  '/login/password',
  '/login/magic-link',
  '/account',
  '/profiles',
  '/preferences',
  '/email-confirmation',
  '/tv-login',
  '/_lang',
  '/logout',
];

const WRONG_TYPES: Array<[string, string | undefined, string]> = [
  ['text/plain', 'text/plain', 'email=a@b.c&password=x'],
  ['JSON', 'application/json', '{"email":"a@b.c","password":"x"}'],
  ['broken multipart', 'multipart/form-data; boundary=probe', '--probe\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken'],
  ['multipart without a boundary', 'multipart/form-data', 'email=a@b.c'],
  ['no content type', undefined, 'email=a@b.c&password=x'],
  ['XML', 'application/xml', '<email>a@b.c</email>'],
];

export async function bodyCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const pid = await stack.webPid();
  const own = { host: stack.webHost, origin: `http://${stack.webHost}` };
  for (const size of [10 * MB, 150 * MB]) {
    const before = rssKb(pid);
    const started = Date.now();
    const answer = await send(`${stack.web}/login`, {
      method: 'POST',
      headers: { ...own, 'content-type': 'application/x-www-form-urlencoded', 'content-length': size },
      body: zeros(size),
      timeoutMs: 60_000,
    });
    const grewMb = (rssKb(pid) - before) / 1024;
    probes.push(
      probe(
        `${size / MB} MB form body to the web`,
        answer.status === 413 && grewMb < 32,
        `status ${answer.status}, memory +${grewMb.toFixed(1)} MB, ${Date.now() - started} ms`,
      ),
    );
    const chunked = await send(`${stack.web}/login`, {
      method: 'POST',
      headers: { ...own, 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      body: zeros(size),
      timeoutMs: 60_000,
    });
    probes.push(probe(`${size / MB} MB chunked form body to the web`, chunked.status === 413, `status ${chunked.status}`));
  }
  const platformBig = await send(`${stack.platform}/login`, {
    method: 'POST',
    headers: { realm: 'arena', 'content-type': 'application/json', 'content-length': 10 * MB },
    body: zeros(10 * MB),
    timeoutMs: 60_000,
  });
  probes.push(probe('10 MB body to the platform', platformBig.status === 413, `status ${platformBig.status}`));

  const cookie = await webLogin(stack, ACCOUNTS.subscriber);
  for (const path of FORMS) {
    for (const [name, type, body] of WRONG_TYPES) {
      const answer = await send(`${stack.web}${path}`, { method: 'POST', headers: { ...own, cookie, 'content-type': type }, body });
      probes.push(probe(`${name} posted to ${path}`, answer.status >= 400 && answer.status < 500, `status ${answer.status}`));
    }
  }
  for (const body of ['{not json', '[]', '{"position":"x"}', '"'.repeat(5)]) {
    const answer = await send(`${stack.web}/_data/progress/vod-001`, { method: 'POST', headers: { ...own, cookie, 'content-type': 'application/json' }, body });
    probes.push(probe(`malformed JSON ${JSON.stringify(body)} to /_data/progress`, answer.status >= 400 && answer.status < 500, `status ${answer.status}`));
  }
  return probes;
}
