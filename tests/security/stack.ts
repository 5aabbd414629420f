/** What every case group receives, and what it answers. */
export interface Stack {
  /** Loopback URLs; the Host header says which site. */
  web: string;
  platform: string;
  /** The reference payment provider (its own origin). */
  psp: string;
  /** The arena site's host (the site's own origin is http://<webHost>). */
  webHost: string;
  /** Another realm on the same site (same-site, other origin). */
  otherRealmHost: string;
  dataDir: string;
  root: string;
  webPid: () => Promise<number | null>;
  /** Everything the stack has printed so far (stdout and stderr). */
  output: () => string;
}

export interface Probe {
  name: string;
  held: boolean;
  detail: string;
}

export const probe = (name: string, held: boolean, detail = ''): Probe => ({ name, held, detail });

export const PASSWORD = 'Password-123';
export const ACCOUNTS = { viewer: 'viewer@example.com', subscriber: 'subscriber@example.com', editor: 'editor@example.com', kid: 'kid@example.com' };
