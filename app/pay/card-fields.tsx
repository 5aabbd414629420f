/**
 * The provider's hosted card fields in a frame, and the Pay button that has them tokenise
 * the card first. The card number never enters this page: the frame answers a payment-method
 * id (`pm_…`), which goes into the form's hidden `paymentMethod` field, then the form posts.
 * Messages are accepted from the provider's origin only, and sent to it only. The frame is
 * added by the browser once the page listens, so the provider's page loads only there.
 */
import { useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useKeyText, useT } from '~/labels/labels';
import { cardErrorLabel } from '~/commerce/payment-errors';

type FrameMessage =
  | { type: 'psp:ready' }
  | { type: 'psp:resize'; height: number }
  | { type: 'psp:change'; complete: boolean }
  | { type: 'psp:tokenised'; paymentMethod: { id: string } }
  | { type: 'psp:error'; code: string; message?: string };

function frameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object' || typeof (data as { type?: unknown }).type !== 'string') return null;
  return data as FrameMessage;
}

export function CardFields({ src, origin, children, payLabel, busy }: { src: string; origin: string; children: ReactNode; payLabel: string; busy: boolean }) {
  const t = useT();
  const keyText = useKeyText();
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  const [height, setHeight] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The frame is added once the listener below is in place, so its first message (ready) is heard.
  const [listening, setListening] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data);
      if (!message) return;
      if (message.type === 'psp:ready') setReady(true);
      else if (message.type === 'psp:resize' && Number.isFinite(message.height)) setHeight(Math.min(Math.max(message.height, 120), 900));
      else if (message.type === 'psp:change') setError(null);
      else if (message.type === 'psp:error') {
        setWaiting(false);
        setError(cardErrorLabel(message.code));
      } else if (message.type === 'psp:tokenised' && typeof message.paymentMethod?.id === 'string' && token.current && form.current) {
        token.current.value = message.paymentMethod.id;
        setWaiting(false);
        submit(form.current);
      }
    };
    window.addEventListener('message', onMessage);
    setListening(true);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, submit]);

  const pay = (event: React.FormEvent<HTMLFormElement>) => {
    // The form posts only once the frame has answered a payment method (submit() below
    // posts without passing through here).
    event.preventDefault();
    if (token.current) token.current.value = '';
    setError(null);
    setWaiting(true);
    frame.current?.contentWindow?.postMessage({ type: 'psp:tokenise' }, origin);
  };

  return (
    <form method="post" ref={form} onSubmit={pay} data-testid="card-form">
      {listening ? (
        <iframe
          ref={frame}
          className="card-frame"
          src={src}
          title={t('cardDetails')}
          style={height ? { blockSize: `${height}px` } : undefined}
          data-ready={ready}
          allow="payment"
        />
      ) : (
        <div className="card-frame" aria-hidden="true" />
      )}
      <input type="hidden" name="paymentMethod" ref={token} defaultValue="" />
      {children}
      {error ? (
        <p className="pay__message" role="alert" data-testid="card-error">
          {keyText(error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy || waiting || !ready}>
        {waiting || busy ? t('payProcessing') : payLabel}
      </button>
    </form>
  );
}
