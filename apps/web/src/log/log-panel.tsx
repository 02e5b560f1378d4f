import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LogLine } from '../game/game-state';
import { ruleTitle } from '../board/rule-title';
import { currentLanguage, useT } from '../i18n/use-t';
import { logTurns, type StoryLine, type TurnGroup } from './log-turns';
import { actorName, piecesText, type Templates } from './story-text';
import { usePacedLines } from './use-paced-lines';
import { turnSummary } from './turn-summary';
import type { TurnSummaryItem } from '@tcgkit/core';

interface Props {
  lines: readonly LogLine[];
  ruleTitles: Readonly<Record<string, string>>;
  templates: Templates;
  /** What a finished turn's summary counts (the ruleset's presentation `turnSummary`). */
  summary?: readonly TurnSummaryItem[];
  /** The reader's seat (null: a spectator). */
  own: number | null;
  seats: number;
  /** Called with each line as it is shown, for an announcement. */
  onShown?: (text: string, cards: string[]) => void;
}

/**
 * The game's story, newest last: grouped by turn ("Turn 5 — your opponent"), each line in the
 * reader's words through the ruleset's templates, with the rule trace behind it one press away.
 * Another player's actions appear one by one (see use-paced-lines.ts). Lines are as the server
 * redacted them for this viewer.
 */
export function LogPanel({ lines, ruleTitles, templates, summary = [], own, seats, onShown }: Props) {
  const t = useT();
  const language = currentLanguage();
  const shown = usePacedLines(lines, own);
  const groups = useMemo(
    () => logTurns(lines.slice(0, shown), templates, language, own, seats),
    [lines, shown, templates, language, own, seats],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The newest line stays in sight as lines arrive.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [shown]);
  const newest = groups[groups.length - 1]?.lines.at(-1);
  useEffect(() => {
    if (newest && onShown) onShown(piecesText(newest.pieces), cardsOf(newest));
  }, [newest?.index]);
  const turnTitle = (g: TurnGroup) =>
    g.turn === 0
      ? t('log.setup')
      : g.player === null
        ? t('log.turn', { turn: g.turn })
        : g.player === own
          ? t('log.turnOwn', { turn: g.turn })
          : t('log.turnOf', { turn: g.turn, player: actorName(g.player, own, seats) });
  return (
    <section class="log" aria-label={t('log.label')} data-shown={shown} data-lines={lines.length}>
      <h2>{t('log.label')}</h2>
      <div class="log-scroll" ref={scroller}>
        {groups.map((g, gi) => (
          <section key={`${gi}:${g.turn}`} class="log-turn" aria-label={turnTitle(g)}>
            <h3>{turnTitle(g)}</h3>
            {gi < groups.length - 1 && <TurnFigures group={g} items={summary} language={language} />}
            <ol>
              {g.lines.map((line) => (
                <StoryItem key={line.index} line={line} ruleTitles={ruleTitles} newest={line.index === newest?.index} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

/** A finished turn in a few figures (nothing when the ruleset counts nothing it did). */
function TurnFigures({
  group,
  items,
  language,
}: {
  group: TurnGroup;
  items: readonly TurnSummaryItem[];
  language: string;
}) {
  const figures = useMemo(
    () => turnSummary([...group.before, ...group.lines.flatMap((l) => l.trace)], items, language),
    [group, items, language],
  );
  return figures.length > 0 ? <p class="turn-summary">{figures.join(' · ')}</p> : null;
}

const cardsOf = (line: StoryLine) => line.pieces.flatMap((p) => ('id' in p && p.id ? [p.id] : []));

/** One line: its words (card names marked), and the rule trace behind it when asked. */
function StoryItem({
  line,
  ruleTitles,
  newest,
}: {
  line: StoryLine;
  ruleTitles: Readonly<Record<string, string>>;
  newest: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <li class={newest ? 'newest' : undefined}>
      <span class="story">
        {line.pieces.map((p, i) =>
          'text' in p ? (
            p.text
          ) : (
            <b key={i} class="card-name">
              {p.card}
            </b>
          ),
        )}
      </span>{' '}
      <button
        type="button"
        class="why"
        aria-expanded={open}
        title={t('log.why')}
        aria-label={t('log.whyOf', { line: piecesText(line.pieces) })}
        onClick={() => setOpen(!open)}
      >
        ?
      </button>
      {open && (
        <ul class="trace">
          {line.trace.map((entry, i) => (
            <li key={i}>
              <span class="rule">{entry.rule}</span>{' '}
              <em class="rule-title">{ruleTitle(ruleTitles, entry.rule) ?? t('log.noRuleTitle')}</em> —{' '}
              <span>{entry.message}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
