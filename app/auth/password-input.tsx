/**
 * Password field with a hold-to-show toggle: the password shows
 * while the button is pressed (pointer or Space/Enter) and hides again 300 ms after release.
 * Without JavaScript the button does nothing and the field stays hidden.
 */
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useT } from '~/labels/labels';

export const PASSWORD_REVEAL_HOLD_MS = 300;

export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const show = () => {
    clearTimer();
    setShown(true);
  };
  const releaseLater = () => {
    clearTimer();
    hideTimer.current = setTimeout(() => setShown(false), PASSWORD_REVEAL_HOLD_MS);
  };
  useEffect(() => clearTimer, []);

  return (
    <span className="login-password">
      <input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="login-password__toggle"
        aria-label={t('showPassword')}
        aria-pressed={shown}
        data-testid="password-reveal"
        onPointerDown={(event) => {
          event.preventDefault(); // keep focus in the field
          show();
        }}
        onPointerUp={releaseLater}
        onPointerLeave={() => shown && releaseLater()}
        onPointerCancel={releaseLater}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            show();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') releaseLater();
        }}
        onBlur={() => shown && releaseLater()}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown ? null : <path d="M3 3l18 18" />}
        </svg>
      </button>
    </span>
  );
}

/** A text input that trims its value when the viewer leaves it (the action trims again). */
export function TrimmedInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      onBlur={(event) => {
        const trimmed = event.currentTarget.value.trim();
        if (trimmed !== event.currentTarget.value) event.currentTarget.value = trimmed;
        props.onBlur?.(event);
      }}
    />
  );
}
