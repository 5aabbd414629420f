/**
 * The identity providers' sign-in buttons (server-written links from providerSignInLinks).
 * Plain document links: each one leaves the app for the provider, so there is nothing for the
 * client router to prefetch, and no client code is added to the screen that shows them.
 */
import { useKeyText } from '~/labels/labels';
import type { ProviderLink } from './provider-links.server';

export function ProviderButtons({ links }: { links: ProviderLink[] }) {
  const keyText = useKeyText();
  if (!links.length) return null;
  return (
    <ul className="provider-buttons" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }} data-testid="provider-buttons">
      {links.map((link) => (
        <li key={link.name}>
          <a className="button button--ghost button--block" href={link.href} data-provider={link.name}>
            {keyText(link.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}
