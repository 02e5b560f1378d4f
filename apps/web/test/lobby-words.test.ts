import { describe, expect, it } from 'vitest';
import { discoverRulesets } from '@tcgkit/core';
import { serverAndBrowser } from './support/web-fixture';

const web = serverAndBrowser();

/**
 * The data words a player must never read: option keys and enum values shaped as data (`checkTiming`,
 * `neoStandard`). One that is also an everyday word (`era`, `free`) may be part of a translation.
 */
function dataWords(options: { properties?: Record<string, { enum?: unknown[] }> }): string[] {
  const words = new Set<string>();
  for (const [key, p] of Object.entries(options.properties ?? {}))
    for (const v of [key, ...(p.enum ?? [])]) if (typeof v === 'string' && /[a-z][A-Z]/.test(v)) words.add(v);
  return [...words];
}

describe("the lobby's game options read in the players' words", () => {
  it('every ruleset, in English and Japanese: no option key, camel-case value or rule ID on screen', async () => {
    const { registry } = await discoverRulesets();
    for (const locale of ['en-US', 'ja-JP']) {
      const context = await web.browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${web.server.address}/`);
      const form = page.getByRole('region', { name: locale === 'ja-JP' ? '新しい対戦' : 'New match' });
      for (const id of registry.ids()) {
        await form.getByRole('combobox').first().selectOption(id);
        const schema = (await (await fetch(`${web.server.address}/api/rulesets`)).json()) as {
          rulesets: { id: string; options: { properties?: Record<string, { enum?: unknown[] }> } }[];
        };
        const options = schema.rulesets.find((r) => r.id === id)!.options;
        const fieldset = page.locator('fieldset.options-form');
        // Settings few players change are folded away: opened, they must read as well.
        const more = fieldset.locator('details > summary');
        if ((await more.count()) > 0) await more.click();
        const shown = await fieldset.innerText();
        // Every option has a field, named in words, never by its key.
        const fields = Object.keys(options.properties ?? {});
        const names = await fieldset.locator('label > span').allInnerTexts();
        expect(names).toHaveLength(fields.length);
        for (const key of fields) expect(names).not.toContain(key);
        for (const word of dataWords(options))
          expect(shown, `${id} ${locale}: "${word}"`).not.toMatch(new RegExp(`\\b${word}\\b`));
        expect(shown, `${id} ${locale}`).not.toMatch(/\b(CT|PK|GS)-[\w.]+/);
        // Every choice's words too (the list of values a select offers).
        const values = await fieldset.locator('option').allInnerTexts();
        for (const word of dataWords(options)) expect(values).not.toContain(word);
        if (locale === 'ja-JP') expect(shown).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
      await context.close();
    }
  });
});
