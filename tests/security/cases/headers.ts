/** Security headers on every answer of both services: documents, assets, resource routes, API, errors. */
import { send } from '../client';
import { probe, type Probe, type Stack } from '../stack';

const REQUIRED: Record<string, RegExp> = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

export async function headerCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const web = { host: stack.webHost };
  const answers: Array<[string, Promise<Awaited<ReturnType<typeof send>>>]> = [
    ['web home', send(`${stack.web}/home`, { headers: web })],
    ['web 404 page', send(`${stack.web}/no-such-page`, { headers: web })],
    ['web static file', send(`${stack.web}/favicon.ico`, { headers: web })],
    ['web resource route', send(`${stack.web}/_data/live-stream`, { headers: web, timeoutMs: 3000 }).catch(() => send(`${stack.web}/_lang`, { headers: web }))],
    ['web refused POST', send(`${stack.web}/login`, { method: 'POST', headers: { ...web, origin: 'http://evil.example' }, body: '' })],
    ['platform API', send(`${stack.platform}/api/v1/init`, { headers: { realm: 'arena' } })],
    ['platform error', send(`${stack.platform}/api/v1/init`)],
    ['platform health', send(`${stack.platform}/health`)],
  ];
  for (const [where, pending] of answers) {
    let answer;
    try {
      answer = await pending;
    } catch (error) {
      probes.push(probe(`security headers on the ${where}`, false, String(error)));
      continue;
    }
    const missing = Object.entries(REQUIRED).filter(([name, pattern]) => !pattern.test(String(answer.headers[name] ?? '')));
    probes.push(
      probe(
        `security headers on the ${where}`,
        missing.length === 0,
        `missing or wrong: ${missing.map(([n]) => `${n}=${answer.headers[n] ?? '-'}`).join(', ')}`,
      ),
    );
  }
  const home = await send(`${stack.web}/home`, { headers: web });
  const csp = String(home.headers['content-security-policy'] ?? '');
  const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1] ?? '';
  probes.push(
    probe('frame-src names origins, not every https: site', frameSrc !== '' && !/(^|\s)https:(\s|$)/.test(frameSrc), `frame-src ${frameSrc || 'missing'}`),
  );
  return probes;
}
