import type { Page } from 'playwright-core';
import type { SeatKnowledge } from './knowledge';

/** Something one seat received, with the game version it belongs to. */
interface Seen {
  version: number;
  text: string;
  what: string;
}

/**
 * Records everything one seat's page received: every WebSocket frame, and the page's text (with
 * the card ids it holds in attributes) whenever {@link snapshot} is called, each with its version.
 */
export class SeatRecorder {
  readonly frames: Seen[] = [];
  readonly pages: Seen[] = [];

  constructor(private readonly page: Page) {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        const version = (JSON.parse(text) as { version?: number }).version;
        if (typeof version === 'number') this.frames.push({ version, text, what: 'WebSocket frame' });
      }),
    );
  }

  /** Takes the page's text now (skipped while the page shows no version yet). */
  async snapshot(): Promise<void> {
    const { version, text } = await this.page.evaluate(() => {
      const ids = [...document.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'));
      const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
      return {
        version: Number(document.querySelector('.play')?.getAttribute('data-version') ?? -1),
        text: `${document.body.innerText}\n${ids.join(' ')}\n${labels.join('\n')}`,
      };
    });
    if (version >= 0) this.pages.push({ version, text, what: 'page' });
  }

  /**
   * Every leak found: a frame or page text holding the id of a card hidden from this seat at its
   * version, or the id or name of a card definition the seat never saw.
   */
  leaks(knowledge: SeatKnowledge, names: ReadonlyMap<string, string>, seenNames: readonly string[]): string[] {
    const out: string[] = [];
    const neverSeenNames = [...knowledge.neverSeen]
      .map((d) => names.get(d) ?? '')
      // A name inside a seen card's name ("Potion" in "Super Potion") says nothing.
      .filter((n) => n.length > 3 && !seenNames.some((s) => s.includes(n)));
    for (const s of [...this.frames, ...this.pages]) {
      const hidden = knowledge.hiddenAt[s.version];
      const id = hidden ? leakedId(s.text, hidden) : null;
      if (id) out.push(`${s.what} at version ${s.version} holds hidden card ${id}: ${around(s.text, id)}`);
      const def = leakedId(s.text, knowledge.neverSeen);
      if (def) out.push(`${s.what} at version ${s.version} names the never-seen definition ${def}`);
      const name = neverSeenNames.find((n) => s.text.includes(n));
      if (name)
        out.push(`${s.what} at version ${s.version} names the never-seen card "${name}": ${around(s.text, name)}`);
    }
    return out;
  }
}

/** The text around the first place a word appears in it, to say where a leak is. */
function around(text: string, word: string): string {
  const at = text.search(new RegExp(`\\b${word}\\b`));
  return `…${text.slice(Math.max(0, at - 120), at + 60)}…`;
}

/** The first hidden id found in a text as a whole word (ids such as `o12` are short). */
function leakedId(text: string, ids: ReadonlySet<string>): string | null {
  for (const word of text.match(/\b[\w-]+\b/g) ?? []) if (ids.has(word)) return word;
  return null;
}
