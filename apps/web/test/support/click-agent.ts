import type { Page } from 'playwright-core';

/** What one click-only game did. */
export interface ClickedGame {
  /** Decisions answered. */
  decisions: number;
  /** Decisions answered by clicking a highlighted card on the board (not a widget). */
  boardClicks: number;
  /** The server's refusal shown for an illegal answer tried on the way (null: no chance came). */
  refusal: string | null;
  /** The game-over text. */
  outcome: string;
}

interface Options {
  /** Stop (and fail) after this many decisions: games end in bounded steps. */
  maxDecisions: number;
  /** Once, at the first select with a minimum, confirm nothing picked and read the server's refusal. */
  tryIllegal?: boolean;
  /** Called after every answered decision (screenshots, checks). */
  afterDecision?: (n: number) => Promise<void>;
  /** Stop after this many decisions without waiting for the end (a game of several turns). */
  stopAfter?: number;
}

const DECISION = 'section[aria-label="Decision"]';
const GAME_OVER = 'section[aria-label="Game over"]';

/** Actions taken at play timings per turn before passing: enough to play, too few to loop. */
const ACTIONS_PER_TURN = 3;

/**
 * Plays this page's seat by clicking only, deterministically: at a play timing the first action
 * is taken up to {@link ACTIONS_PER_TURN} times a turn, then the turn is passed (so every game
 * ends: decks run out if nothing else); otherwise a highlighted card is clicked when the decision
 * offers cards, else the first option; a select picks its minimum, and one card when it may;
 * order, distribute and number are confirmed as offered. Waits for the server as long as it takes.
 */
export async function playByClicking(page: Page, opts: Options): Promise<ClickedGame> {
  const game: ClickedGame = { decisions: 0, boardClicks: 0, refusal: null, outcome: '' };
  let tryIllegal = opts.tryIllegal ?? false;
  const actions = { turn: -1, taken: 0 };
  for (;;) {
    await page.locator(`${DECISION}, ${GAME_OVER}`).first().waitFor({ timeout: 0 });
    if ((await page.locator(GAME_OVER).count()) > 0) {
      game.outcome = await page.locator(GAME_OVER).innerText();
      return game;
    }
    if (game.decisions >= opts.maxDecisions) throw new Error(`no end after ${game.decisions} decisions`);
    if (opts.stopAfter !== undefined && game.decisions >= opts.stopAfter) return game;
    const panel = page.locator(DECISION);
    const id = await panel.getAttribute('data-decision');
    const kind = await panel.getAttribute('data-kind');
    if (kind === null || id === null) continue;
    if (kind === 'select' && tryIllegal && Number(await panel.getAttribute('data-min')) > 0) {
      tryIllegal = false;
      await panel.getByRole('button', { name: 'Confirm selection' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 0 });
      game.refusal = await alert.innerText();
      // Refused: the same decision is still pending, unchanged.
      if ((await panel.getAttribute('data-decision')) !== id) throw new Error('a refused answer changed the decision');
    }
    const turn = Number(await page.locator('.play').getAttribute('data-turn'));
    if (actions.turn !== turn) Object.assign(actions, { turn, taken: 0 });
    const act = actions.taken < ACTIONS_PER_TURN;
    if (kind === 'choose' && act && (await panel.locator('button[data-key="pass"]').count()) > 0) actions.taken++;
    if (await answerByClicking(page, kind, act)) game.boardClicks++;
    // The answer is in when this decision is gone (another one, the other seat's turn, or the end).
    // A refusal instead (the other seat moved first: a stale version) means: look again and retry.
    await page.waitForFunction(
      ([sel, before]) =>
        document.querySelector(sel)?.getAttribute('data-decision') !== before ||
        document.querySelector('.side-panel .refusal') !== null,
      [DECISION, id] as const,
      { timeout: 0, polling: 'raf' },
    );
    const now = await page.evaluate(
      (sel) => document.querySelector(sel)?.getAttribute('data-decision') ?? null,
      DECISION,
    );
    if (now === id) continue;
    game.decisions++;
    await opts.afterDecision?.(game.decisions);
  }
}

/** Answers the shown decision with clicks; true when a board card was clicked for it. */
async function answerByClicking(page: Page, kind: string, act: boolean): Promise<boolean> {
  const panel = page.locator(DECISION);
  const board = page.locator('.board');
  switch (kind) {
    case 'choose': {
      const pass = panel.locator('button[data-key="pass"]');
      if ((await pass.count()) > 0) {
        const other = panel.locator('ul.options button:not([data-key="pass"])');
        await (act && (await other.count()) > 0 ? other.first() : pass.first()).click();
        return false;
      }
      const card = board.locator('.card.legal > button');
      if ((await card.count()) > 0) {
        await card.first().click();
        // A card that stands for several options opens a menu of them.
        const menu = panel.getByRole('group', { name: 'Options of the card' });
        if ((await menu.count()) > 0) await menu.getByRole('button').first().click();
        return true;
      }
      await panel.locator('ul.options button').first().click();
      return false;
    }
    case 'select': {
      const min = Number(await panel.getAttribute('data-min'));
      const max = Number(await panel.getAttribute('data-max'));
      let clickedCard = false;
      for (let i = 0; i < Math.max(min, Math.min(1, max)); i++) {
        const card = board.locator('.card.legal:not(.picked) > button');
        if ((await card.count()) > 0) {
          await card.first().click();
          clickedCard = true;
        } else await panel.locator('input[type="checkbox"]:not(:checked)').first().click();
      }
      await panel.getByRole('button', { name: 'Confirm selection' }).click();
      return clickedCard;
    }
    case 'order':
      await panel.getByRole('button', { name: 'Confirm order' }).click();
      return false;
    case 'distribute': {
      const total = Number(await panel.getAttribute('data-total'));
      await panel.locator('input[type="number"]').first().fill(String(total));
      await panel.getByRole('button', { name: 'Confirm distribution' }).click();
      return false;
    }
    default:
      await panel.getByRole('button', { name: 'Confirm number' }).click();
      return false;
  }
}
