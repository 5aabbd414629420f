/**
 * Consent rules, pure and shared by the server, the platform's
 * /signup and the browser: a binary choice starts ticked when `data.default` or
 * `defaultValue` says 'true'; continuing needs every required binary choice ticked.
 */
export interface ConsentTermLike {
  type: string;
  fieldName: string;
  required?: boolean;
  defaultValue?: boolean | string;
  data?: { default?: boolean | string };
}

const truthy = (value: unknown) => value === true || value === 'true';

/** `data.default` wins over `defaultValue`; true or 'true' ticks. */
export function consentDefault(term: ConsentTermLike): boolean {
  return truthy(term.data?.default ?? term.defaultValue);
}

/** The answers of a posted form: a ticked box posts "true" next to its hidden "false". */
export function consentAnswers(terms: readonly ConsentTermLike[], getAll: (name: string) => readonly unknown[]): Record<string, boolean> {
  const answers: Record<string, boolean> = {};
  for (const term of terms) if (term.type === 'binaryChoice') answers[term.fieldName] = getAll(term.fieldName).some(truthy);
  return answers;
}

/** Field names of required binary choices that are not ticked (empty: the viewer may continue). */
export function missingConsents(terms: readonly ConsentTermLike[], answers: Record<string, boolean | string | undefined>): string[] {
  return terms.filter((term) => term.type === 'binaryChoice' && term.required && !truthy(answers[term.fieldName])).map((term) => term.fieldName);
}
