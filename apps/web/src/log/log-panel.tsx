import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { LogLine } from '../game/game-state';
import { ruleTitle } from '../board/rule-title';

interface Props {
  lines: readonly LogLine[];
  ruleTitles: Readonly<Record<string, string>>;
}

/**
 * The rule-cited log, newest last: each line shows the rule ID it cites; pressing the ID shows that
 * rule's title from the ruleset's rule titles. Lines are as the server redacted them for this viewer.
 */
export function LogPanel({ lines, ruleTitles }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The newest line stays in sight as lines arrive.
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="log" aria-label="Log">
      <h2>Log</h2>
      <ol ref={list}>
        {lines.map((line, i) => {
          const title = ruleTitle(ruleTitles, line.rule);
          return (
            <li key={i}>
              <button
                type="button"
                class="rule"
                aria-expanded={open === i}
                aria-label={`rule ${line.rule}`}
                onClick={() => setOpen(open === i ? null : i)}
              >
                {line.rule}
              </button>{' '}
              {open === i && <em class="rule-title">{title ?? 'no title listed for this rule'} — </em>}
              <span>{line.message}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
