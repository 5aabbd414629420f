/**
 * State changes from anywhere but the site itself: documents, `?_data=` submissions, every
 * resource route and logout, from a foreign site, from another origin of the same site
 * (another realm's host), with an opaque origin, and with no Origin at all. Each must be 403
 * and change nothing; GET changes nothing either.
 */
import { accountName, platformLogin, signedIn, webLogin } from '../accounts';
import { form, send } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

interface Target {
  path: string;
  type: string;
  body: string;
}

const targets: Target[] = [
  { path: '/account', type: 'application/x-www-form-urlencoded', body: form({ intent: 'details', name: 'Changed By Attacker' }) },
  { path: '/account?_data=screen%3Aaccount%3Aen', type: 'application/x-www-form-urlencoded', body: form({ intent: 'details', name: 'Changed By Attacker' }) },
  { path: '/preferences?_data=screen%3Apreferences%3Aen', type: 'application/x-www-form-urlencoded', body: form({ subtitleLanguage: 'es' }) },
  { path: '/_data/progress/vod-001', type: 'application/json', body: JSON.stringify({ position: 30 }) },
  { path: '/_data/host/setPreference', type: 'application/json', body: JSON.stringify({ key: 'autoplay', value: false }) },
  { path: '/_data/multiview-heartbeat', type: 'application/json', body: JSON.stringify({ eventIds: ['live-1'] }) },
  { path: '/_lang', type: 'application/x-www-form-urlencoded', body: form({ lang: 'es', redirectTo: '/' }) },
  { path: '/logout', type: 'application/x-www-form-urlencoded', body: form({ from: '/' }) },
];

export async function originCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const cookie = await webLogin(stack, ACCOUNTS.viewer);
  const token = (await platformLogin(stack, ACCOUNTS.viewer)).authorisationToken;
  const nameBefore = await accountName(stack, token);
  const senders: Array<[string, Record<string, string>]> = [
    ['a foreign site', { origin: 'http://evil.example' }],
    ['another origin of the same site', { origin: `http://${stack.otherRealmHost}` }],
    ['the site over another scheme', { origin: `https://${stack.webHost}` }],
    ['an opaque origin', { origin: 'null' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ];
  for (const target of targets) {
    for (const [who, headers] of senders) {
      const answer = await send(`${stack.web}${target.path}`, {
        method: 'POST',
        headers: { host: stack.webHost, cookie, 'content-type': target.type, ...headers },
        body: target.body,
      });
      const setsCookie = (answer.headers['set-cookie'] ?? []).length > 0;
      probes.push(
        probe(`POST ${target.path} from ${who}`, answer.status === 403 && !setsCookie, `status ${answer.status}${setsCookie ? ', set a cookie' : ''}`),
      );
    }
  }
  const getLogout = await send(`${stack.web}/logout`, { headers: { host: stack.webHost, cookie } });
  probes.push(probe('GET /logout changes nothing', getLogout.status === 405 && !(getLogout.headers['set-cookie'] ?? []).length, `status ${getLogout.status}`));
  const getLang = await send(`${stack.web}/_lang?lang=es`, { headers: { host: stack.webHost, cookie } });
  probes.push(probe('GET /_lang changes nothing', getLang.status === 405 && !(getLang.headers['set-cookie'] ?? []).length, `status ${getLang.status}`));

  probes.push(probe("the viewer's name is unchanged", (await accountName(stack, token)) === nameBefore, 'the name changed'));
  probes.push(probe('the viewer is still signed in', await signedIn(stack, cookie), 'signed out by a foreign request'));
  // The check can fail: the site's own form still works.
  const own = await send(`${stack.web}/_lang`, {
    method: 'POST',
    headers: { host: stack.webHost, cookie, origin: `http://${stack.webHost}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ lang: 'es', redirectTo: '/' }),
  });
  probes.push(probe('control: the site itself may POST', own.status === 302, `status ${own.status}`));
  return probes;
}
