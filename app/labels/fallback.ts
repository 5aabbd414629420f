/**
 * English text for the failure pages when the realm labels themselves could not be
 * loaded (the platform is down and nothing is cached): a 503 page must still read well.
 */
export const FALLBACK_LABELS: Record<string, string> = {
  skipToContent: 'Skip to content',
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find that page.',
  errorTitle: 'Something went wrong',
  errorText: 'Sorry, something went wrong. Please try again.',
  unavailableTitle: 'Temporarily unavailable',
  unavailableText: 'The service is not answering right now. Please try again in a moment.',
  tryAgain: 'Try again',
};
