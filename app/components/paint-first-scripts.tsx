/**
 * The document's hydration scripts, loaded only after the browser has painted the server's
 * markup. In place of Remix's `<Scripts>`, which writes a `<link rel="modulepreload">` per module
 * and a module script with static imports: the browser then fetches and evaluates all of them
 * (about 20 modules) before its first frame, and Lighthouse's simulation counts every one of them
 * before the first paint (ADR 0040, 0041, 0042).
 *
 * Written instead: Remix's hydration data (`window.__remixContext`, unchanged), the modules to
 * load as JSON (`application/json` is never executed, so nothing fetches them early), and a
 * small classic script that loads them after the first frame (hydration-modules.server.ts). Links
 * and forms work before that, as they are plain markup; every script carries the nonce.
 *
 * The server's part is computed in entry.server (from Remix's manifest and router state) and
 * handed down here; the browser renders empty stand-ins while hydrating and nothing afterwards,
 * as `<Scripts>` does. Where `paintsFirst` says no, Remix's own `<Scripts>` is rendered.
 */
import { Scripts, UNSAFE_RemixContext } from '@remix-run/react';
import { createContext, useContext, useEffect } from 'react';
import { HYDRATION_MODULES_ID, paintsFirst } from './hydration-modules';

/** The server's scripts for this document (entry.server); null in the browser. */
export interface PaintFirstServerScripts {
  modulesJson: string;
  loaderScript: string;
}

const ServerScriptsContext = createContext<PaintFirstServerScripts | null>(null);
export const PaintFirstScriptsProvider = ServerScriptsContext.Provider;

let hydrated = false;

export function PaintFirstScripts({ nonce }: { nonce?: string }) {
  const remix = useContext(UNSAFE_RemixContext);
  const server = useContext(ServerScriptsContext);
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!remix || !paintsFirst(remix)) return <Scripts nonce={nonce} />;
  if (hydrated) return null;
  // Tells <RemixServer> the scripts were rendered, as <Scripts> does.
  if (remix.renderMeta) remix.renderMeta.didRenderScripts = true;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: server ? `window.__remixContext = ${remix.serverHandoffString};` : ' ' }}
      />
      <script id={HYDRATION_MODULES_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: server?.modulesJson ?? ' ' }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: server?.loaderScript ?? ' ' }} />
    </>
  );
}
