/** Sessions end when they end: the old cookie and the old access token stop working at once. */
import { platformLogin, signedIn, webLogin } from '../accounts';
import { form, send } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

export async function sessionCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const own = { host: stack.webHost, origin: `http://${stack.webHost}`, 'content-type': 'application/x-www-form-urlencoded' };

  const cookie = await webLogin(stack, ACCOUNTS.viewer);
  probes.push(probe('control: the fresh cookie signs in', await signedIn(stack, cookie), 'not signed in'));
  await send(`${stack.web}/logout`, { method: 'POST', headers: { ...own, cookie }, body: form({ from: '/' }) });
  probes.push(probe('the old cookie after logout', !(await signedIn(stack, cookie)), 'still signed in'));

  const tokens = await platformLogin(stack, ACCOUNTS.viewer);
  const auth = { realm: 'arena', authorization: `Bearer ${tokens.authorisationToken}` };
  const before = await send(`${stack.platform}/user/account`, { headers: auth });
  await send(`${stack.platform}/logout`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  const after = await send(`${stack.platform}/user/account`, { headers: auth });
  probes.push(probe('the old access token after logout', before.status === 200 && after.status === 401, `before ${before.status}, after ${after.status}`));
  const refresh = await send(`${stack.platform}/token/refresh`, {
    method: 'POST',
    headers: { realm: 'arena', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  probes.push(probe('the old refresh token after logout', refresh.status === 401, `status ${refresh.status}`));

  const first = await webLogin(stack, ACCOUNTS.subscriber);
  const second = await webLogin(stack, ACCOUNTS.subscriber);
  const everywhere = await send(`${stack.web}/account`, { method: 'POST', headers: { ...own, cookie: first }, body: form({ intent: 'signOutEverywhere' }) });
  probes.push(probe('sign out everywhere ends the other session', everywhere.status < 400 && !(await signedIn(stack, second)), `status ${everywhere.status}`));
  probes.push(probe('sign out everywhere ends this session', !(await signedIn(stack, first)), 'still signed in'));
  return probes;
}
