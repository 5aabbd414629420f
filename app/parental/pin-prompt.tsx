/**
 * Stands in for the player on a video whose rating the viewer's parental control guards: the
 * PIN form (posted to the unlock route, which comes back here), what went wrong last time, and
 * the way to a forgotten PIN. Works without JS.
 */
import { useLocation } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { pinProblemFrom, withPinProblem } from './pin-prompt-query';
import { PinInput } from './pin-input';

export function ParentalPinPrompt(props: { eventId: string; rating: string; settingsPath: string; artwork: string | null }) {
  const { eventId, rating, artwork } = props;
  const t = useT();
  const location = useLocation();
  const problem = pinProblemFrom(new URLSearchParams(location.search));
  const back = withPinProblem(location.pathname + location.search, null);
  const message =
    problem?.problem === 'wrong'
      ? t('parentalWrongPin')
      : problem?.problem === 'format'
        ? t('parentalPinFormat')
        : problem?.problem === 'locked'
          ? t('parentalTooManyAttempts', { minutes: problem.waitMinutes ?? 15 })
          : null;
  return (
    <div className="watch-message parental-prompt" data-outcome="parentalPin">
      {artwork ? <img className="watch-message__art" src={artwork} alt="" loading="eager" /> : null}
      <form
        method="post"
        action={`/_data/parental-unlock/${encodeURIComponent(eventId)}`}
        className="parental-prompt__form"
        aria-labelledby="parental-prompt-title"
      >
        <h2 id="parental-prompt-title" className="parental-prompt__title">
          {t('parentalPinRequiredTitle', { rating })}
        </h2>
        <p className="parental-prompt__text">{t('parentalPinRequiredText')}</p>
        <input type="hidden" name="from" value={back} />
        <PinInput name="pin" label={t('parentalCurrentPin')} hint={t('parentalPinHint')} required autoFocus={Boolean(problem)} />
        {message ? (
          <p className="form-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('parentalUnlock')}
        </button>
        <a className="parental-prompt__forgot" href={props.settingsPath}>
          {t('parentalForgotPin')}
        </a>
      </form>
    </div>
  );
}
