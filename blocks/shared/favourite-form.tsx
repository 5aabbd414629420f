/**
 * The favourite toggle as plain HTML, for cards and action buttons alike: a form that posts the
 * flipped flag and comes back to `from`, so it works without JavaScript and adds no client code.
 */
import type { ReactNode } from 'react';
import type { CtaPersonal } from './cta';

export function FavouriteForm({
  personal,
  className,
  buttonClassName,
  label,
  children,
}: {
  personal: Extract<CtaPersonal, { kind: 'favourite' }>;
  className: string;
  buttonClassName?: string;
  /** The button's accessible name when its text alone does not say what it is for. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form className={className} method="post" action={personal.action}>
      <input type="hidden" name="favourite" value={String(!personal.favourite)} />
      <input type="hidden" name="from" value={personal.from} />
      <button type="submit" className={buttonClassName} aria-pressed={personal.favourite} aria-label={label}>
        <span aria-hidden="true">{personal.favourite ? '★' : '☆'}</span>
        {children}
      </button>
    </form>
  );
}
