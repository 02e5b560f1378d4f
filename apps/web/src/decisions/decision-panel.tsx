import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Decision, DecisionOption } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';
import type { Draft } from './use-draft';
import type { Templates } from '../log/story-text';
import { promptWords } from './prompt-words';
import { currentLanguage, useT } from '../i18n/use-t';
import { ChooseWidget } from './choose-widget';
import { SelectWidget } from './select-widget';
import { OrderWidget } from './order-widget';
import { DistributeWidget } from './distribute-widget';
import { NumberWidget } from './number-widget';

interface Props {
  decision: Decision;
  early: boolean;
  answer: AnswerFn;
  draft: Draft;
  ruleTitle: string | null;
  /** The ruleset's prompt texts (its presentation's `prompts`). */
  prompts: Templates;
  /** An option's words for the player (see option-words.ts). */
  optionLabel?: (option: DecisionOption, prompt: string) => string;
}

/** The pending decision of this seat as a widget of its kind, with the rule that asks it. */
export function DecisionPanel({ decision: asked, early, answer, draft, ruleTitle, prompts, optionLabel }: Props) {
  const t = useT();
  // The widgets show each option's label: the player's words for it.
  const decision = useMemo(
    () =>
      optionLabel
        ? { ...asked, options: asked.options.map((o) => ({ ...o, label: optionLabel(o, asked.prompt) })) }
        : asked,
    [asked, optionLabel],
  );
  // Focus goes to each new decision (its prompt is read out; Tab reaches its options next).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [asked.id]);
  return (
    <section
      class="decision"
      aria-label="Decision"
      data-decision={decision.id}
      data-kind={decision.kind}
      data-min={decision.min ?? 0}
      data-max={decision.max ?? decision.options.length}
      data-total={decision.total ?? 0}
    >
      <h2 tabIndex={-1} ref={heading}>
        {promptWords(decision.prompt, prompts, currentLanguage())}{' '}
        {/* The rule asked under, for a player who wonders why: on hover (its title is in English only). */}
        {ruleTitle && (
          <small class="rule-hint" title={`${decision.rule} · ${ruleTitle}`} aria-hidden="true">
            ⓘ
          </small>
        )}
      </h2>
      {early && <p class="hint">{t('decision.early')}</p>}
      {draft.menu && (
        <div class="menu" role="group" aria-label="Options of the card">
          <ChooseWidget decision={decision} answer={answer} only={draft.menu.options} />
          <button type="button" onClick={() => draft.setMenu(null)}>
            Cancel
          </button>
        </div>
      )}
      {(() => {
        switch (decision.kind) {
          case 'choose':
            return <ChooseWidget decision={decision} answer={answer} />;
          case 'select':
            return <SelectWidget decision={decision} answer={answer} draft={draft} />;
          case 'order':
            return <OrderWidget key={decision.id} decision={decision} answer={answer} />;
          case 'distribute':
            return <DistributeWidget key={decision.id} decision={decision} answer={answer} />;
          case 'number':
            return <NumberWidget key={decision.id} decision={decision} answer={answer} />;
        }
      })()}
    </section>
  );
}
