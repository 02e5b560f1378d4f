import { describe, expect, it } from 'vitest';
import { ChaosCardSchema, SAMPLE_POOL } from '../src/index.js';

const hasKana = (s: string) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(s);

describe('the sample pool in English and Japanese', () => {
  it('gives every card an English name and every printed text a Japanese one, with ids unchanged', () => {
    for (const input of SAMPLE_POOL) {
      const card = ChaosCardSchema.parse(input);
      const en = card.i18n?.en ?? {};
      const ja = card.i18n?.ja ?? {};
      expect(en.name, card.id).toBeTruthy();
      card.abilities.forEach((a, i) => {
        if (a.text)
          expect(ja[`abilities.${i}.text`], `${card.id} ability ${i}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
      });
      if (card.text && !hasKana(card.text)) expect(ja.text, `${card.id} text`).toBeTruthy();
      if (card.text && hasKana(card.text)) expect(en.text, `${card.id} text in English`).toBeTruthy();
      for (const path of [...Object.keys(en), ...Object.keys(ja)]) {
        const [head, index, field] = path.split('.');
        const value = (card as Record<string, unknown>)[head];
        expect(value, `${card.id}: ${path} names a field of the card`).toBeDefined();
        if (index !== undefined) expect((value as unknown[])[Number(index)], `${card.id}: ${path}`).toBeDefined();
        if (field !== undefined)
          expect(((value as Record<string, unknown>[])[Number(index)] ?? {})[field]).toBeDefined();
      }
    }
  });
});
