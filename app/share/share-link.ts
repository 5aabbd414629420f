/**
 * The share action: pure logic, no React.
 *
 * Order, as the spec writes it: the link is copied to the clipboard, then native sharing
 * is used; when the copy fails, native sharing is the fallback; when both fail the failure
 * label shows. The label goes Share → "link copied" → back after 2000 ms.
 *
 * Decisions where the spec is silent:
 * - After a successful copy the native share sheet still opens where the browser has one
 *   (the spec's "then"); dismissing that sheet is not a failure: the link is copied.
 * - A copy that failed but a share that succeeded shows no "copied" label (nothing was
 *   copied); the button stays "Share".
 * - The failure label also returns to "Share" after 2000 ms, so the viewer can try again.
 */

export const SHARE_LABEL_RESET_MS = 2000;

export type ShareOutcome = 'copied' | 'shared' | 'failed';
export type SharePhase = 'idle' | 'copied' | 'failed';

export const SHARE_LABEL_KEYS = { idle: 'share', copied: 'linkCopied', failed: 'shareFailed' } as const satisfies Record<SharePhase, string>;

/** The browser capabilities the action uses (injected, so the rules are tested without a browser). */
export interface ShareEnvironment {
  writeText?: (text: string) => Promise<void>;
  share?: (data: { url: string; title?: string }) => Promise<void>;
  /** Failures are logged before the failure label shows. */
  log?: (message: string, error: unknown) => void;
}

/** An AbortError from `navigator.share` is the viewer closing the sheet, not a failure of sharing. */
function isDismissal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export async function shareLink(url: string, title: string | undefined, env: ShareEnvironment): Promise<ShareOutcome> {
  let copied = false;
  if (env.writeText) {
    try {
      await env.writeText(url);
      copied = true;
    } catch (error) {
      env.log?.('share: copying the link failed', error);
    }
  } else {
    env.log?.('share: no clipboard', null);
  }

  if (env.share) {
    try {
      await env.share(title ? { url, title } : { url });
      return copied ? 'copied' : 'shared';
    } catch (error) {
      if (isDismissal(error)) return copied ? 'copied' : 'shared';
      env.log?.('share: native sharing failed', error);
    }
  } else if (!copied) {
    env.log?.('share: no native sharing', null);
  }
  return copied ? 'copied' : 'failed';
}

/** The label phase an outcome shows (a native share without a copy leaves the button as it was). */
export function phaseAfter(outcome: ShareOutcome): SharePhase {
  return outcome === 'copied' ? 'copied' : outcome === 'failed' ? 'failed' : 'idle';
}

/** The browser's capabilities, bound (Safari throws "Illegal invocation" on detached methods). */
export function browserShareEnvironment(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): ShareEnvironment {
  if (!nav) return {};
  const clipboard = nav.clipboard;
  return {
    writeText: clipboard && typeof clipboard.writeText === 'function' ? (text) => clipboard.writeText(text) : undefined,
    share: typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    log: (message, error) => console.warn(message, error),
  };
}

/**
 * The address to share for a playlist and the like: the platform's `universalLink` with its
 * `{path}` placeholder filled with the page's path, plus the tracking parameters
 * (`socialSharingDetail.trackingConfiguration`). Null when the link is not an http(s) URL.
 */
export function universalShareUrl(universalLink: string, path: string, tracking: readonly { name: string; value: string }[] = []): string | null {
  const filled = universalLink.replace('{path}', path.replace(/^\/+/, ''));
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const { name, value } of tracking) if (name) url.searchParams.set(name, value);
  return url.toString();
}
