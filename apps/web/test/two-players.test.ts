import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './support/web-fixture';
import { playByClicking } from './support/click-agent';

const web = serverAndBrowser();

/** A page of its own browser context (its own storage: another person's browser). */
async function personPage(): Promise<Page> {
  const context = await web.browser.newContext({ viewport: { width: 1280, height: 720 } });
  context.setDefaultTimeout(Number(process.env.TCGKIT_WEB_TIMEOUT ?? 180_000));
  return context.newPage();
}

/** Answers sent by a page over its WebSocket. */
function countAnswersSent(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string' && f.payload.includes('"type":"answer"')) sent.count++;
    }),
  );
  return sent;
}

describe('two people in two browsers', () => {
  it('play several turns by clicking, reload and go on, survive a lost connection, to the end', async () => {
    const alice = await personPage();
    const bob = await personPage();
    const bobAnswers = countAnswersSent(bob);

    await alice.goto(`${web.server.address}/`);
    const form = alice.getByRole('region', { name: 'New match' });
    await form.getByLabel('Ruleset').selectOption('goofspiel');
    await form.getByRole('button', { name: 'Create a match for two' }).click();
    await alice.waitForURL(/\/match\//);
    // Alice shares the seat link; Bob opens it and takes the seat.
    const link = await alice.getByRole('textbox', { name: 'invite seat 2:' }).inputValue();
    expect(link).toMatch(/\/match\/[\w-]+\?seat=1#invite=[\w-]+$/);
    await bob.goto(link);
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Take seat 2' }).click();

    // Several turns (rounds of simultaneous bids), both by clicking cards.
    const [a1, b1] = await Promise.all([
      playByClicking(alice, { maxDecisions: 50, stopAfter: 4 }),
      playByClicking(bob, { maxDecisions: 50, stopAfter: 4 }),
    ]);
    expect(a1.decisions + b1.decisions).toBe(8);
    expect(a1.boardClicks + b1.boardClicks).toBeGreaterThanOrEqual(8);

    // An illegal click: a card that is no choice (a prize on the table) is refused, and nothing is sent.
    await bob.locator('section[aria-label="Decision"]').waitFor();
    const sentBefore = bobAnswers.count;
    const version = await bob.locator('.play').getAttribute('data-version');
    await bob.getByRole('region', { name: 'Prize row' }).getByRole('group').first().click();
    await bob.getByRole('alert').waitFor();
    expect(await bob.getByRole('alert').innerText()).toContain('not a choice');
    expect(bobAnswers.count).toBe(sentBefore);
    expect(await bob.locator('.play').getAttribute('data-version')).toBe(version);

    // Alice reloads: the seat, the game and the log are still hers.
    const logBefore = await alice.getByRole('region', { name: 'Log' }).getByRole('listitem').count();
    await alice.reload();
    await alice.locator('section[aria-label="Decision"], section[aria-label="Game over"]').first().waitFor();
    expect(await alice.locator('.match-line').innerText()).toContain('you play seat 1');
    expect(await alice.getByRole('region', { name: 'Log' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(
      logBefore,
    );

    // Bob's connection drops while offline: a banner says so, and play resumes once back online.
    await bob.context().setOffline(true);
    await bob.evaluate(() =>
      (window as { tcgkitConnection?: { dropForTest(): void } }).tcgkitConnection?.dropForTest(),
    );
    await bob.getByText('Connection lost — reconnecting…').waitFor();
    await bob.context().setOffline(false);
    await bob.getByText('Connection lost — reconnecting…').waitFor({ state: 'detached' });

    const [a2, b2] = await Promise.all([
      playByClicking(alice, { maxDecisions: 50 }),
      playByClicking(bob, { maxDecisions: 50 }),
    ]);
    expect(a2.outcome).toMatch(/Game over/);
    expect(b2.outcome).toMatch(/Game over/);
    expect(a1.decisions + a2.decisions).toBe(13);
  });
});
