/** Signing in as the probe's victims: on the platform (tokens) and on the web (the session cookie). */
import { cookiesOf, form, send } from './client';
import { PASSWORD, type Stack } from './stack';

export async function platformLogin(stack: Stack, email: string, address = '203.0.113.10'): Promise<{ authorisationToken: string; refreshToken: string }> {
  const answer = await send(`${stack.platform}/login`, {
    method: 'POST',
    headers: { realm: 'arena', 'content-type': 'application/json', 'x-client-address': address },
    body: JSON.stringify({ id: email, secret: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`platform sign-in of ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json();
}

/** The web session cookie of a viewer signed in through the login form. */
export async function webLogin(stack: Stack, email: string): Promise<string> {
  const answer = await send(`${stack.web}/login`, {
    method: 'POST',
    headers: { host: stack.webHost, origin: `http://${stack.webHost}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ email, password: PASSWORD }),
  });
  const cookie = cookiesOf(answer);
  if (answer.status !== 302 || !cookie.includes('session=')) throw new Error(`web sign-in of ${email}: ${answer.status}`);
  return cookie;
}

export async function accountName(stack: Stack, token: string): Promise<string> {
  const answer = await send(`${stack.platform}/user/account`, { headers: { realm: 'arena', authorization: `Bearer ${token}` } });
  return answer.json().name;
}

/** Whether the web treats this cookie as signed in (the account page answers instead of sending to login). */
export async function signedIn(stack: Stack, cookie: string): Promise<boolean> {
  const answer = await send(`${stack.web}/account`, { headers: { host: stack.webHost, cookie } });
  return answer.status === 200;
}
