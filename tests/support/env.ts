/** Ports and hosts shared by playwright.config.ts, the e2e specs and their helpers. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 3201);
export const PSP_PORT = Number(process.env.E2E_PSP_PORT ?? 3202);

/** Arena is the default realm (plain `localhost`); oasis answers on `oasis.localhost`. */
export const ARENA_ORIGIN = `http://localhost:${WEB_PORT}`;
export const OASIS_ORIGIN = `http://oasis.localhost:${WEB_PORT}`;
/** Node cannot resolve `*.localhost`; server-side fetches go to loopback with a Host header. */
export const WEB_LOOPBACK = `http://127.0.0.1:${WEB_PORT}`;

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

export const PASSWORD = 'Password-123';
export const ACCOUNTS = {
  viewer: 'viewer@example.com',
  subscriber: 'subscriber@example.com',
  kid: 'kid@example.com',
  editor: 'editor@example.com',
  member: 'member@example.com',
  leaver: 'leaver@example.com',
  states: 'states@example.com',
} as const;
