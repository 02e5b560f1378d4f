import type { Page } from 'playwright-core';

/** One part of a card's detail as a player reads it. */
export interface ReadPart {
  text: string;
  symbols: string[];
}
/** The open card detail as read: its card, title and parts. */
export interface ReadDetail {
  def: string;
  title: string;
  /** Top-level parts by their path. */
  top: Record<string, ReadPart>;
  /** List sections by title: each item's parts by path. */
  lists: Record<string, Record<string, ReadPart>[]>;
}

/**
 * The open card detail as a player reads it (text and symbol names), keyed by the data path each part shows;
 * null when no detail is open (it closes when its card leaves sight: a card that moves gets a new object id).
 */
export function readDetail(page: Page): Promise<ReadDetail | null> {
  return page.evaluate(() => {
    const detail = document.querySelector<HTMLElement>('.card-detail');
    if (!detail) return null;
    const part = (el: Element) => {
      const printed = el.querySelector('[data-printed]')!;
      return {
        text: (printed.textContent ?? '').trim(),
        symbols: [...printed.querySelectorAll('.symbol')].map((s) => s.getAttribute('aria-label') ?? ''),
      };
    };
    const top: Record<string, { text: string; symbols: string[] }> = {};
    const lists: Record<string, Record<string, { text: string; symbols: string[] }>[]> = {};
    for (const section of detail.querySelectorAll('.detail-section')) {
      const list = section.querySelector('ol');
      if (!list) {
        for (const p of section.querySelectorAll<HTMLElement>('[data-path]')) top[p.dataset.path!] = part(p);
        continue;
      }
      lists[section.querySelector('h4')?.textContent ?? ''] = [...list.children].map((li) =>
        Object.fromEntries([...li.querySelectorAll<HTMLElement>('[data-path]')].map((p) => [p.dataset.path!, part(p)])),
      );
    }
    return { def: detail.dataset.def!, title: detail.querySelector('h3')!.firstChild!.textContent!, top, lists };
  });
}
