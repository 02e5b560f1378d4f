import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import { readPath, type CardWords } from './card-words';
import { displayValue } from './display-value';
import { SymbolMarks } from './symbol-marks';
import { useT } from '../i18n/use-t';

type Detail = Presentation['presentation']['detail'];
type Section = Detail['sections'][number];
type Part = Section['fields'][number]['parts'][number];
type Json = Presentation['cards'][string][string];

interface Props {
  card: CardView;
  presentation: Presentation;
  words: CardWords;
  title: string;
  onClose?: () => void;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A value as words: each value the part names gets its word (translated), lists joined. */
function partText(value: Json, part: Part, words: CardWords): string {
  const one = (v: Json): string => {
    const key = displayValue(v);
    return part.values && key in part.values ? words.word(part.values[key]) : key;
  };
  return Array.isArray(value)
    ? value
        .map(one)
        .filter((s) => s !== '')
        .join(', ')
    : one(value);
}

/** One part: the printed value, and the current one beside it when an effect changed it. */
function DetailPart({ part, base, card, detail, words }: PartProps) {
  const t = useT();
  const printed = part.path === undefined ? undefined : base(part.path);
  const current = part.current === undefined ? undefined : (card.characteristics[part.current] as Json | undefined);
  const shownValue = printed ?? current;
  if (isEmpty(shownValue)) return null;
  const changed = printed !== undefined && current !== undefined && JSON.stringify(printed) !== JSON.stringify(current);
  const left = part.left && typeof current === 'number' ? current - (card.counters[part.left] ?? 0) : null;
  const draw = (v: Json) =>
    part.show === 'symbols' ? (
      <SymbolMarks values={v} symbols={detail.symbols} words={words} />
    ) : (
      partText(v, part, words)
    );
  const text = part.show === 'symbols' ? null : partText(shownValue as Json, part, words);
  if (text === '') return null;
  const Tag = part.show === 'block' ? 'p' : 'span';
  return (
    <Tag class={`part part-${part.show}`} data-path={part.path ?? part.current}>
      {part.prefix}
      <span class="printed" data-printed>
        {draw(shownValue as Json)}
      </span>
      {part.suffix}
      {changed && (
        <span class="now" data-current>
          {' → '}
          {t('detail.now')} {draw(current)}
        </span>
      )}
      {left !== null && left !== current && (
        <span class="left" data-left>
          {' '}
          {t('detail.left', { value: left })}
        </span>
      )}
    </Tag>
  );
}

interface PartProps {
  part: Part;
  base: (path: string) => Json | undefined;
  card: CardView;
  detail: Detail;
  words: CardWords;
}

/** The parts of a field that have something to show on this card. */
function shownParts(
  field: Section['fields'][number],
  { card, base, words }: Pick<PartProps, 'card' | 'base' | 'words'>,
): Part[] {
  return field.parts.filter((p) => {
    const v = p.path === undefined ? card.characteristics[p.current ?? ''] : base(p.path);
    return !isEmpty(v) && !(p.values && partText(v as Json, p, words) === '');
  });
}

/** A section's fields read from the card (or one item of its list): a line each, hidden when empty. */
function Fields({ section, ...rest }: Omit<PartProps, 'part'> & { section: Section }) {
  return (
    <>
      {section.fields.map((field, i) => {
        const parts = shownParts(field, rest);
        if (parts.length === 0) return null;
        return (
          <div key={i} class="detail-line">
            {field.label && <span class="detail-label">{rest.words.word(field.label)}</span>}
            {parts.map((part, j) => (
              <DetailPart key={j} part={part} {...rest} />
            ))}
          </div>
        );
      })}
    </>
  );
}

/**
 * A whole card as its ruleset's presentation describes it: sections of labelled lines, lists
 * (attacks, abilities) item by item, symbols for costs and types, current values beside printed
 * ones, in the viewer's language.
 */
export function CardDetail({ card, presentation, words, title, onClose }: Props) {
  const t = useT();
  const detail = presentation.presentation.detail;
  const field = (path: string) => words.field(card.def, path);
  return (
    <section class="card-detail" aria-label={t('detail.label', { card: title })} data-def={card.def}>
      <h3>
        {title}
        {onClose && (
          <button type="button" class="close" aria-label={t('detail.close')} onClick={onClose}>
            ×
          </button>
        )}
      </h3>
      {detail.sections.map((section, i) => {
        if (section.each === undefined) {
          const context = { card, base: field, words };
          if (section.fields.every((f) => shownParts(f, context).length === 0)) return null;
          return (
            <div key={i} class="detail-section">
              {section.title && <h4>{words.word(section.title)}</h4>}
              <Fields section={section} base={field} card={card} detail={detail} words={words} />
            </div>
          );
        }
        const items = readPath(presentation.cards[card.def], section.each);
        if (!Array.isArray(items)) return null;
        // An item with nothing to show (an ability the rules add, with no printed words) is left out.
        const shown = items
          .map((_, n) => ({
            card: { ...card, characteristics: {} },
            base: (path: string) => field(`${section.each}.${n}.${path}`),
            words,
          }))
          .filter((context) => section.fields.some((f) => shownParts(f, context).length > 0));
        if (shown.length === 0) return null;
        return (
          <div key={i} class="detail-section">
            {section.title && <h4>{words.word(section.title)}</h4>}
            <ol class="detail-items">
              {shown.map((context, n) => (
                <li key={n}>
                  <Fields section={section} {...context} detail={detail} />
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
