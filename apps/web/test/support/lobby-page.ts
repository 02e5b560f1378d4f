import type { Page } from 'playwright-core';

/**
 * A new match against the bot from the lobby, by clicking: ruleset, options (an option's words → its
 * value's words, as the lobby shows them in English), decks, then play.
 */
export async function startBotGame(
  page: Page,
  base: string,
  choice: { ruleset: string; options?: Record<string, string>; decks?: [string, string] },
): Promise<string> {
  await page.goto(`${base}/`);
  const form = page.getByRole('region', { name: 'New match' });
  await form.getByLabel('Ruleset').selectOption(choice.ruleset);
  for (const [option, value] of Object.entries(choice.options ?? {}))
    await form.getByLabel(option, { exact: true }).selectOption({ label: value });
  if (choice.decks) {
    await form.getByLabel('Your deck: deck').selectOption(choice.decks[0]);
    await form.getByLabel("The bot's deck (seat 2): deck").selectOption(choice.decks[1]);
  }
  await form.getByRole('button', { name: 'Play against the bot' }).click();
  await page.waitForURL(/\/match\//, { timeout: 0 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
}
