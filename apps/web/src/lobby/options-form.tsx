import type { RulesetInfo } from '../api/lobby-api';
import { displayValue } from '../board/display-value';
import { useT } from '../i18n/use-t';

interface Property {
  type?: string;
  enum?: unknown[];
  default?: unknown;
}

/**
 * The ruleset's options as form fields, read from their JSON Schema (as the server publishes it):
 * a list of values or a yes/no becomes a choice, a number a number field. An option left at
 * "default" is not sent.
 */
export function OptionsForm({
  ruleset,
  values,
  onChange,
}: {
  ruleset: RulesetInfo;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}) {
  const t = useT();
  const properties = (ruleset.options as { properties?: Record<string, Property> }).properties ?? {};
  const set = (key: string, value: unknown) => {
    const next = { ...values };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <fieldset class="options-form">
      <legend>{t('lobby.options')}</legend>
      {Object.entries(properties).map(([key, p]) => {
        const doc = ruleset.optionDocs[key];
        const choices = p.enum ?? (p.type === 'boolean' ? [true, false] : null);
        return (
          <label key={key} title={doc}>
            <span>{key}</span>{' '}
            {choices ? (
              <select
                aria-label={key}
                value={values[key] === undefined ? '' : JSON.stringify(values[key])}
                onChange={(e) => {
                  const raw = (e.target as HTMLSelectElement).value;
                  set(key, raw === '' ? undefined : JSON.parse(raw));
                }}
              >
                <option value="">{t('lobby.default')}</option>
                {choices.map((c) => (
                  <option key={String(c)} value={JSON.stringify(c)}>
                    {String(c)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                aria-label={key}
                type={p.type === 'number' || p.type === 'integer' ? 'number' : 'text'}
                placeholder={t('lobby.default')}
                value={values[key] === undefined ? '' : displayValue(values[key])}
                onInput={(e) => {
                  const raw = (e.target as HTMLInputElement).value;
                  set(key, raw === '' ? undefined : p.type === 'number' || p.type === 'integer' ? Number(raw) : raw);
                }}
              />
            )}
            {doc && <small> {doc}</small>}
          </label>
        );
      })}
    </fieldset>
  );
}
