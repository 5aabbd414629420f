/**
 * /_admin/form/{formId} (editors): a realm form document (forms/<formId>.json) rendered and
 * validated exactly as a screen using it would: fields from the block registry, the
 * browser's checks through react-hook-form, the action's zod schema built from the same
 * rules, works without JS. A valid post shows what would be sent (normalised values: E.164
 * phone, yyyy-mm-dd dates, formatted tax number); nothing is stored.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { FormProblem, FormValues } from '~/forms/form-model';
import { ConsentTerms, FormEnvironment, FormFields } from '~/forms/form-fields';
import { loadForm, parseSubmission } from '~/forms/form-model.server';
import { useDataForm } from '~/forms/use-data-form';
import { useKeyText, useT } from '~/labels/labels';
import { requireEditor } from '~/session.server';

import formsStylesHref from '~/forms/forms.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: formsStylesHref }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const FORM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

async function formFor({ request, context: ctx }: Pick<LoaderFunctionArgs, 'request' | 'context'>, formId: string | undefined) {
  await requireEditor(request);
  if (!formId || !FORM_ID.test(formId)) throw json({ code: 'FORM_NOT_FOUND', messages: ['No such form.'] }, { status: 404 });
  const form = await loadForm(ctx, formId);
  if (!form.ok) throw json({ code: form.error.code, messages: form.error.messages }, { status: form.status, headers: NO_STORE });
  return { ctx, model: form.model };
}

export async function loader(args: LoaderFunctionArgs) {
  const { ctx, model } = await formFor(args, args.params.formId);
  return json({ model, locale: ctx.locale, dir: ctx.dir }, { headers: NO_STORE });
}

type ActionData = ({ ok: true; sent: FormValues } & Partial<FormProblem>) | ({ ok: false } & FormProblem);

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { model } = await formFor(args, args.params.formId);
  const submission = parseSubmission(model, await request.formData());
  if (!submission.ok)
    return json<ActionData>(
      { ok: false, values: submission.values, errors: submission.errors, formError: 'formHasErrors' },
      { status: 400, headers: NO_STORE },
    );
  const secret = new Set(model.rules.filter((r) => r.type === 'password' || r.type === 'confirmPassword').map((r) => r.name));
  const sent = Object.fromEntries(Object.entries(submission.values).map(([k, v]) => [k, secret.has(k) ? '••••' : v]));
  return json<ActionData>({ ok: true, sent }, { headers: NO_STORE });
}

export default function AdminFormPreview() {
  const { model, locale, dir } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const problem = result && !result.ok ? result : undefined;
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const { formRef, onChange, onSubmit, errorFor } = useDataForm(model.rules, problem?.errors);
  return (
    <section className="form-preview">
      <p className="data-form__progress">
        {t('formPreviewTitle')} · <code>forms/{model.id}.json</code>
      </p>
      <h1>{keyText(model.title)}</h1>
      <FormEnvironment locale={locale} dir={dir}>
        <Form method="post" noValidate ref={formRef} onChange={onChange} onSubmit={onSubmit} className="data-form" data-testid="data-form">
          <FormFields model={model} values={problem?.values ?? {}} errorFor={errorFor} />
          {model.consent.length ? <ConsentTerms terms={model.consent} /> : null}
          {problem?.formError ? (
            <p className="form-error" role="alert">
              {keyText(problem.formError)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={navigation.state === 'submitting'}>
            {keyText(model.submit)}
          </button>
        </Form>
      </FormEnvironment>
      {result?.ok ? (
        <div className="form-preview__result" role="status" data-testid="form-result">
          <p>{t('formPreviewValid')}</p>
          <dl>
            {Object.entries(result.sent).map(([name, value]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{name}</dt>
                <dd data-name={name}>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: 'Form preview' }, { name: 'robots', content: 'noindex' }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
