import type { ServerEndInfo } from '@tcgkit/protocol';
import { useT } from '../i18n/use-t';

interface Props {
  ended: ServerEndInfo;
  own: number | null;
  seats: number;
  label: (seat: number) => string;
}

/** How the server ended the match — a concession, a time-out, nobody coming back — said plainly to each side. */
export function ServerEnd({ ended, own, seats, label }: Props) {
  const t = useT();
  const { loser } = ended;
  const winner =
    loser === null
      ? ''
      : Array.from({ length: seats }, (_, s) => s)
          .filter((s) => s !== loser)
          .map(label)
          .join(', ');
  let text: string;
  if (ended.reason === 'abandoned' || loser === null) text = t('end.abandoned');
  else if (ended.reason === 'concede')
    text =
      own === loser
        ? t('end.youConceded')
        : own !== null
          ? t('end.theyConceded', { loser: label(loser) })
          : t('end.concede', { loser: label(loser), winner });
  else
    text =
      own === loser
        ? t('end.youTimedOut')
        : own !== null
          ? t('end.theyTimedOut', { loser: label(loser) })
          : t('end.timeout', { loser: label(loser), winner });
  return (
    <section class={`server-end${own !== null && own === loser ? ' lost' : ''}`} role="status">
      <h2>{text}</h2>
    </section>
  );
}
