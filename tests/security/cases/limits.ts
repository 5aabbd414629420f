/**
 * Limits an attacker cannot reset by choosing their address, and that never lock everyone
 * out: X-Forwarded-For rotation against sign-up, reset and sign-in (on the web, the exposed
 * service, and on the platform directly); a 429 carries Retry-After; an address that failed
 * hundreds of times does not stop another address from signing in.
 */
import { form, send, type Answer } from '../client';
import { ACCOUNTS, PASSWORD, probe, type Probe, type Stack } from '../stack';

const ATTEMPTS = 40;
let counter = 0;
const rotated = () => `198.18.${(counter >> 8) & 255}.${counter++ & 255}`;

/** Held when the attempts met a 429 (with Retry-After where the platform answered it directly). */
function limited(answers: Answer[], needsRetryAfter = true): { held: boolean; detail: string } {
  const first = answers.findIndex((a) => a.status === 429);
  const statuses = [...new Set(answers.map((a) => a.status))].join(',');
  if (first < 0) return { held: false, detail: `no 429 in ${answers.length} attempts (statuses ${statuses})` };
  const retryAfter = answers[first].headers['retry-after'];
  const ok = !needsRetryAfter || Boolean(retryAfter && Number(retryAfter) > 0);
  return { held: ok, detail: `429 after ${first} attempts, Retry-After ${retryAfter ?? 'missing'}` };
}

async function repeat(n: number, attempt: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < n; i++) answers.push(await attempt(i));
  return answers;
}

export async function limitCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const web = (path: string, body: string) =>
    send(`${stack.web}${path}`, {
      method: 'POST',
      headers: { host: stack.webHost, origin: `http://${stack.webHost}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': rotated() },
      body,
    });
  const platform = (path: string, body: unknown) =>
    send(`${stack.platform}${path}`, {
      method: 'POST',
      headers: { realm: 'arena', 'content-type': 'application/json', 'x-forwarded-for': rotated() },
      body: JSON.stringify(body),
    });

  const stamp = Date.now().toString(36);
  let r = limited(
    await repeat(ATTEMPTS, (i) => platform('/signup', { username: `probe-${stamp}-${i}@example.net`, password: `Unusual-Passphrase-${stamp}-${i}` })),
  );
  probes.push(probe('platform sign-ups with a new X-Forwarded-For each time', r.held, r.detail));
  r = limited(await repeat(ATTEMPTS, () => platform('/reset-password/create', { id: ACCOUNTS.subscriber })));
  probes.push(probe('platform reset mails for one account with a new X-Forwarded-For each time', r.held, r.detail));
  r = limited(
    await repeat(ATTEMPTS, () =>
      send(`${stack.platform}/token/alt/magic-email?email=${encodeURIComponent(ACCOUNTS.kid)}`, { headers: { realm: 'arena', 'x-forwarded-for': rotated() } }),
    ),
  );
  probes.push(probe('platform magic links for one account with a new X-Forwarded-For each time', r.held, r.detail));
  r = limited(await repeat(ATTEMPTS, () => platform('/login', { id: ACCOUNTS.kid, secret: 'wrong-password' })));
  probes.push(probe('platform failed sign-ins with a new X-Forwarded-For each time', r.held, r.detail));

  r = limited(await repeat(ATTEMPTS, (i) => web('/login', form({ email: `nobody-${stamp}-${i}@example.net`, password: 'wrong-password' }))), false);
  probes.push(probe('web failed sign-ins with a new X-Forwarded-For each time', r.held, r.detail));
  r = limited(await repeat(ATTEMPTS, () => web('/login/resetpwd', form({ email: ACCOUNTS.editor }))), false);
  probes.push(probe('web reset requests with a new X-Forwarded-For each time', r.held, r.detail));

  // One attacker address hammers sign-in; another viewer (another address, as the web forwards it) still signs in.
  const attacker = '198.51.100.66';
  for (let i = 0; i < 120; i++) {
    await send(`${stack.platform}/login`, {
      method: 'POST',
      headers: { realm: 'arena', 'content-type': 'application/json', 'x-client-address': attacker },
      body: JSON.stringify({ id: i % 2 ? ACCOUNTS.viewer : `nobody-${i}@example.net`, secret: 'wrong-password' }),
    });
  }
  const other = await send(`${stack.platform}/login`, {
    method: 'POST',
    headers: { realm: 'arena', 'content-type': 'application/json', 'x-client-address': '192.0.2.44' },
    body: JSON.stringify({ id: ACCOUNTS.viewer, secret: PASSWORD }),
  });
  probes.push(probe("an attacker's failures do not lock the victim out from another address", other.status === 200, `status ${other.status}`));
  const stillAttacker = await send(`${stack.platform}/login`, {
    method: 'POST',
    headers: { realm: 'arena', 'content-type': 'application/json', 'x-client-address': attacker },
    body: JSON.stringify({ id: ACCOUNTS.editor, secret: 'wrong-password' }),
  });
  probes.push(probe('the attacking address itself is slowed', stillAttacker.status === 429, `status ${stillAttacker.status}`));
  return probes;
}
