/**
 * Tokens signed with anything written in the source, unsigned tokens, and the mail outbox
 * without an editor's or the local token.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { platformLogin } from '../accounts';
import { send } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

/** String literals near the words secret/key/token/password in every tracked text file. */
export function sourceSecrets(root: string): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|js|mjs|cjs|json|md|sh|env|example|ya?ml|conf)$/.test(f) && !f.startsWith('fixtures/media/') && !f.endsWith('package-lock.json'));
  const found = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!/secret|key|token|password|jwt|signing/i.test(line)) continue;
      for (const match of line.matchAll(/(['"`])([^'"`\s]{8,128})\1/g)) found.add(match[2]);
    }
  }
  return [...found];
}

export async function forgeryCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const real = await platformLogin(stack, ACCOUNTS.editor);
  const claims = decodeJwt(real.authorisationToken);
  const now = Math.floor(Date.now() / 1000);
  const forgedClaims = { ...claims, iat: now, exp: now + 600 };
  const refused = async (token: string) => {
    const answer = await send(`${stack.platform}/user/account`, { headers: { realm: 'arena', authorization: `Bearer ${token}` } });
    return answer.status === 401;
  };

  const candidates = sourceSecrets(stack.root);
  const escapedSecrets: string[] = [];
  for (const secret of candidates) {
    const token = await new SignJWT(forgedClaims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    if (!(await refused(token))) escapedSecrets.push(secret);
  }
  probes.push(
    probe(
      `editor token signed with each of ${candidates.length} strings from the source`,
      escapedSecrets.length === 0,
      `accepted: ${escapedSecrets.slice(0, 5).join(', ')}`,
    ),
  );
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(forgedClaims)).toString('base64url');
  probes.push(probe('unsigned token (alg none)', await refused(`${header}.${payload}.`)));
  const [h, , s] = real.authorisationToken.split('.');
  probes.push(
    probe(
      'real signature over changed claims (role raised)',
      await refused(`${h}.${Buffer.from(JSON.stringify({ ...claims, rol: 'EDITOR', sub: 'someone-else' })).toString('base64url')}.${s}`),
    ),
  );

  const outbox = `${stack.platform}/dev/outbox?to=${encodeURIComponent(ACCOUNTS.viewer)}`;
  const anonymous = await send(outbox);
  probes.push(probe('mail outbox without authentication', anonymous.status >= 400 && anonymous.status < 500, `status ${anonymous.status}`));
  const withRealm = await send(outbox, { headers: { realm: 'arena' } });
  probes.push(probe('mail outbox with only a Realm header', withRealm.status >= 400 && withRealm.status < 500, `status ${withRealm.status}`));
  const viewer = await platformLogin(stack, ACCOUNTS.viewer);
  const asViewer = await send(outbox, { headers: { realm: 'arena', authorization: `Bearer ${viewer.authorisationToken}` } });
  probes.push(probe("mail outbox with a viewer's token", asViewer.status >= 400 && asViewer.status < 500, `status ${asViewer.status}`));
  const forwarded = await send(outbox, { headers: { realm: 'arena', 'x-forwarded-for': '127.0.0.1', 'x-client-address': '127.0.0.1' } });
  probes.push(probe('mail outbox claiming loopback by header', forwarded.status >= 400 && forwarded.status < 500, `status ${forwarded.status}`));
  return probes;
}
