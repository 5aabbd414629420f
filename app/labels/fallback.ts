/**
 * English text for the failure pages when the realm labels themselves could not be
 * loaded (the platform is down and nothing is cached): a 503 page must still read well.
 * A copy of those few texts, so the client bundle does not carry the whole English table.
 */
import type { LabelKey } from './en';

export const FALLBACK_LABELS = {
  skipToContent: 'Skip to content',
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you were looking for does not exist or has moved.',
  errorTitle: 'Something went wrong',
  errorText: 'We could not show this page. Please try again in a moment.',
  unavailableTitle: 'Temporarily unavailable',
  unavailableText: 'Our service is not answering right now. Please try again shortly.',
  tryAgain: 'Try again',
} satisfies Partial<Record<LabelKey, string>>;
