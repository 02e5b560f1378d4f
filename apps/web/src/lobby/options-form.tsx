import type { RulesetInfo } from '../api/lobby-api';
import { displayValue } from '../board/display-value';
import { currentLanguage, useT } from '../i18n/use-t';
import { optionName, optionValueWord } from './game-option-words';
import { inLanguage } from '../i18n/localized-text';

interface Property {
  type?: string;
  enum?: unknown[];
  default?: unknown;
}

type Words = RulesetInfo['optionWords'][string];

/**
 * The ruleset's options as form fields, read from their JSON Schema (as the server publishes it):
 * a list of values or a yes/no becomes a choice, a number a number field. Each option and value reads
 * in the ruleset's words for the page's language (its key or value only where the ruleset gives none);
 * the rule it follows is shown on hover. An option left at "default" is not sent.
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
  const language = currentLanguage();
  const properties = (ruleset.options as { properties?: Record<string, Property> }).properties ?? {};
  const set = (key: string, value: unknown) => {
    const next = { ...values };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const valueWord = (words: Words | undefined, value: unknown) => optionValueWord(words, value, language);
  const field = ([key, p]: [string, Property]) => {
    const words: Words | undefined = ruleset.optionWords[key];
    const label = optionName(words, key, language);
    const help = words?.help ? inLanguage(words.help, language) : words ? undefined : ruleset.optionDocs[key];
    const choices = p.enum ?? (p.type === 'boolean' ? [true, false] : null);
    const byDefault =
      p.default === undefined ? t('lobby.default') : t('lobby.defaultIs', { value: valueWord(words, p.default) });
    return (
      <label key={key} title={words?.rule ? t('lobby.optionRule', { rule: words.rule }) : undefined}>
        <span>{label}</span>{' '}
        {choices ? (
          <select
            aria-label={label}
            value={values[key] === undefined ? '' : JSON.stringify(values[key])}
            onChange={(e) => {
              const raw = e.currentTarget.value;
              set(key, raw === '' ? undefined : JSON.parse(raw));
            }}
          >
            <option value="">{byDefault}</option>
            {choices.map((c) => (
              <option key={String(c)} value={JSON.stringify(c)}>
                {valueWord(words, c)}
              </option>
            ))}
          </select>
        ) : (
          <input
            aria-label={label}
            type={p.type === 'number' || p.type === 'integer' ? 'number' : 'text'}
            placeholder={byDefault}
            value={values[key] === undefined ? '' : displayValue(values[key])}
            onInput={(e) => {
              const raw = e.currentTarget.value;
              set(key, raw === '' ? undefined : p.type === 'number' || p.type === 'integer' ? Number(raw) : raw);
            }}
          />
        )}
        {help && <small> {help}</small>}
      </label>
    );
  };
  const entries = Object.entries(properties);
  const advanced = entries.filter(([key]) => ruleset.optionWords[key]?.advanced);
  const changedAdvanced = advanced.some(([key]) => values[key] !== undefined);
  return (
    <fieldset class="options-form">
      <legend>{t('lobby.options')}</legend>
      {entries.filter(([key]) => !ruleset.optionWords[key]?.advanced).map(field)}
      {advanced.length > 0 && (
        // Readings of ambiguous rules few players change: folded away, open when one is changed.
        <details open={changedAdvanced}>
          <summary>{t('lobby.moreOptions', { count: advanced.length })}</summary>
          {advanced.map(field)}
        </details>
      )}
    </fieldset>
  );
}
