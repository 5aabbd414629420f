/** The account area's tabs (account, profiles, preferences, TV sign-in); links written on the server. */
import { useT, type LabelKey } from '~/labels/labels';

export type AccountNavKey = 'account' | 'profiles' | 'preferences' | 'tvLogin';

export function AccountNav({ links, current }: { links: Record<AccountNavKey, string>; current: AccountNavKey }) {
  const t = useT();
  const labels: Record<AccountNavKey, LabelKey> = { account: 'account', profiles: 'profiles', preferences: 'preferences', tvLogin: 'tvLoginTitle' };
  return (
    <nav className="account-nav" aria-label={t('account')}>
      {(Object.keys(labels) as AccountNavKey[]).map((key) => (
        <a key={key} href={links[key]} aria-current={key === current ? 'page' : undefined} className="account-nav__link">
          {t(labels[key])}
        </a>
      ))}
    </nav>
  );
}
