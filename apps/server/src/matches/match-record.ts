import type { GameRecord } from '@tcgkit/core';
import type { MatchSummary, StoredAnswer, StoredMatch } from '../storage/match-store.js';
import { summary } from '../storage/match-summary.js';
import type { HostedRulesets } from '../rulesets/hosted-rulesets.js';
import { ClientError } from '../errors/client-error.js';
import { serverEnd, type ServerEnd } from '../storage/server-end.js';

/** A finished match's record as the lobby publishes it, with the server's end when there was one. */
export interface PublishedRecord {
  match: MatchSummary;
  record: GameRecord;
  ended: ServerEnd | null;
}

/**
 * The record of a finished match, for replay viewers: it holds every hidden card, so only once the
 * match is over. A match the server ended (a clock) keeps the game's own record, without a result.
 */
export function publishedRecord(m: StoredMatch, answers: StoredAnswer[], rulesets: HostedRulesets): PublishedRecord {
  if (m.status !== 'finished') throw new ClientError('bad-request', 'records are published when the match is over');
  const engine = rulesets.engine(m.ruleset);
  const ended = serverEnd(m.result);
  const record: GameRecord = {
    format: 1,
    ruleset: { id: engine.manifest.id, version: engine.manifest.version },
    config: JSON.parse(m.config) as GameRecord['config'],
    answers: answers.map((a) => ({ player: a.player, answer: a.answer as GameRecord['answers'][number]['answer'] })),
    initialHash: m.initialHash,
    hashes: answers.map((a) => a.hash),
    result: ended || m.result === null ? undefined : (JSON.parse(m.result) as GameRecord['result']),
  };
  return { match: summary(m), record, ended };
}
