/** The PIN field of the parental-control forms. */
/** Four digits, masked; `inputMode` brings up the number pad on phones. */
export function PinInput(props: { name: string; label: string; hint: string; required?: boolean; disabled?: boolean; autoFocus?: boolean }) {
  const hintId = `${props.name}-hint`;
  return (
    <label>
      <span>{props.label}</span>
      <input
        type="password"
        name={props.name}
        inputMode="numeric"
        pattern="[0-9]{4}"
        minLength={4}
        maxLength={4}
        autoComplete="off"
        dir="ltr"
        required={props.required}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        aria-describedby={hintId}
      />
      <small id={hintId} className="account-form__hint">
        {props.hint}
      </small>
    </label>
  );
}
