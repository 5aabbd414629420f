/**
 * Renders the field blocks of a form model through the browser's block registry
 * (`blocks/components/forms.ts`). Every block gets its validated props plus its runtime
 * context (typed value, error, countries), inside a block environment built from the
 * app's labels and locale.
 */
import type { ReactNode } from 'react';
import { consentComponents, fieldComponents } from '../../blocks/components/forms';
import { lookupComponent } from '../../blocks/components/lookup';
import { BlockErrorPanel } from '../../blocks/render';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import type { FieldContext } from '../../blocks/fields/shared';
import { useKeyText } from '~/labels/labels';
import type { FormBlock, FormModel, FormValues } from './form-model';

export function FormEnvironment({ locale, dir, children }: { locale: string; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  const keyText = useKeyText();
  return <BlockEnvironmentProvider value={{ t: (key) => keyText(key), locale, direction: dir }}>{children}</BlockEnvironmentProvider>;
}

function fieldContext(block: FormBlock, model: FormModel, values: FormValues, errorFor: (name: string) => string | undefined): FieldContext {
  const name = String(block.props.name ?? '');
  if (block.type === 'address') {
    const prefix = `${name}.`;
    const own = Object.fromEntries(Object.entries(values).filter(([k]) => k.startsWith(prefix)));
    const errors: Record<string, string> = {};
    for (const k of ['country', ...model.countries.flatMap((c) => c.addressRequiredFields.map((f) => f.fieldName))]) {
      const message = errorFor(prefix + k);
      if (message) errors[prefix + k] = message;
    }
    return { values: own, errors, countries: model.countries, defaultCountry: model.defaultCountry, requiredCountries: model.requiredCountries[name] ?? [] };
  }
  return { value: values[name], error: errorFor(name), defaultCountry: model.defaultCountry };
}

export function FormFields({ model, values, errorFor }: { model: FormModel; values: FormValues; errorFor: (name: string) => string | undefined }) {
  return (
    <>
      {model.fields.map((block, i) => {
        const Component = lookupComponent(fieldComponents, block.type);
        if (!Component)
          return (
            <BlockErrorPanel key={i} title={`Unknown field type "${block.type}"`} issues={[{ pointer: `/fields/${i}/type`, message: 'Unknown field type' }]} />
          );
        return <Component key={`${block.type}-${String(block.props.name)}`} props={block.props} context={fieldContext(block, model, values, errorFor)} />;
      })}
    </>
  );
}

export function ConsentTerms({
  terms,
  checked,
  error,
  onToggle,
}: {
  terms: FormBlock[];
  checked?: Record<string, boolean>;
  error?: Record<string, string>;
  onToggle?: () => void;
}) {
  return (
    <div className="data-form__consent" onChange={onToggle}>
      {terms.map((block, i) => {
        const Component = lookupComponent(consentComponents, block.type);
        if (!Component)
          return (
            <BlockErrorPanel
              key={i}
              title={`Unknown consent term "${block.type}"`}
              issues={[{ pointer: `/consent/${i}/type`, message: 'Unknown consent term type' }]}
            />
          );
        const fieldName = String(block.props.fieldName ?? '');
        return <Component key={`${block.type}-${fieldName}`} props={block.props} context={{ checked: checked?.[fieldName], error: error?.[fieldName] }} />;
      })}
    </div>
  );
}
