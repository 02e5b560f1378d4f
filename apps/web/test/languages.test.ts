import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './support/web-fixture';

const web = serverAndBrowser();

describe('the page language', () => {
  it('follows the browser: Japanese for a Japanese browser, English otherwise', async () => {
    for (const [locale, title, lang] of [
      ['ja-JP', 'カードゲームで遊ぶ', 'ja'],
      ['en-GB', 'Play a card game', 'en'],
      ['fr-FR', 'Play a card game', 'en'],
    ]) {
      const context = await web.browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${web.server.address}/`);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await context.close();
    }
  });

  it('is switched in the header and the choice is kept across visits', async () => {
    const context = await web.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${web.server.address}/`);
    await page.getByRole('button', { name: 'Play against the bot' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.getByRole('button', { name: 'ボットと対戦' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'ボットと対戦' }).waitFor();
    await page.getByRole('combobox', { name: '言語' }).selectOption('en');
    await page.getByRole('button', { name: 'Play against the bot' }).waitFor();
    await context.close();
  });

  it('ships a Japanese web font, fetched only for the characters a page shows', async () => {
    const context = await web.browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    const fonts: string[] = [];
    let fontBytes = 0;
    page.on('response', (r) => {
      if (!r.url().endsWith('.woff2')) return;
      fonts.push(r.url());
      void r.body().then((b) => (fontBytes += b.length));
    });
    await page.goto(`${web.server.address}/`);
    await page.getByRole('heading', { name: 'カードゲームで遊ぶ' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', 'カード'))).toBe(true);
    expect(fonts.some((f) => f.includes('noto-sans-jp'))).toBe(true);
    // Reported apart from the JavaScript budget: only the subsets holding the shown characters come.
    console.log(`Japanese lobby: ${fonts.length} font files, ${(fontBytes / 1024).toFixed(1)} KB`);
    await context.close();
  });
});
