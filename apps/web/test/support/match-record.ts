import type { GameRecord } from '@tcgkit/core';
import { INVITATION_HEADER } from '@tcgkit/protocol';
import type { Page } from 'playwright-core';

/**
 * The published record of a finished match, fetched as the page's player may: a table made in the
 * lobby is private by default, so the request carries the invitation the page keeps for it.
 */
export async function matchRecord(page: Page, base: string, match: string): Promise<GameRecord> {
  const invitation = await page.evaluate((m) => localStorage.getItem(`tcgkit:invite:${m}`), match);
  const res = await fetch(`${base}/api/matches/${encodeURIComponent(match)}/record`, {
    headers: invitation ? { [INVITATION_HEADER]: invitation } : {},
  });
  if (!res.ok) throw new Error(`the record of ${match}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { record: GameRecord }).record;
}
