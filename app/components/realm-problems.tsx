/**
 * Development only (the root loader sends problems outside production): the realm's latest edit
 * was refused, so the page shows the last good version; this says so and why, in the words of
 * `npm run realms:check`. Operator text, not viewer text: it is not translated.
 */
import type { RootData } from '~/root-data';

export function RealmProblems({ realm, problems }: { realm: string; problems: RootData['realmProblems'] }) {
  return (
    <div className="notice realm-problems" role="alert" data-testid="realm-problems" dir="ltr" lang="en">
      <strong>The latest edit of realm {realm} was refused; the last good version is shown. Fix these (npm run realms:check):</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code>
              {p.file} {p.pointer || '/'}
            </code>{' '}
            {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
