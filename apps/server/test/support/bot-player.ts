import type { Engine } from '@tcgkit/core';
import type { ServerMessage } from '@tcgkit/protocol';
import { is, WsClient } from './ws-client.js';

/**
 * Plays one seat over the network with the ruleset's bot: answers every update that carries this
 * seat's decision, until the match is finished. Resolves with the final update.
 */
export async function playSeat(
  address: string,
  engine: Engine,
  match: string,
  credential: string,
  seed: number,
  client?: WsClient,
  /** Milliseconds the seat thinks before each answer (a person's pace), 0 for none. */
  thinkMs = 0,
): Promise<{ client: WsClient; final: Extract<ServerMessage, { type: 'update' }> }> {
  const c = client ?? (await WsClient.open(address));
  const bot = engine.bot(seed)!;
  c.onMessage = (m) => {
    if (m.type !== 'update' || !m.view || !m.decision || m.status === 'finished') return;
    const answer = bot.decide(m.view, m.decision);
    const send = () => c.send({ type: 'answer', version: m.version, answer });
    if (thinkMs > 0) setTimeout(send, thinkMs);
    else send();
  };
  const from = c.received.length;
  if (!client) c.send({ type: 'hello', protocol: 1, match, credential });
  const final = await c.next(is.finished, from);
  return { client: c, final };
}
