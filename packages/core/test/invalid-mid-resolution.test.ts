import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';

/**
 * CT-9.3.6: an effect that invalidates an ability while that ability resolves stops its
 * resolution there. Card "quieter" has abilities that each invalidate something on their own card
 * and then put an "after" counter on it, so an engine that never stops, stops for any
 * invalidation on the card, or stops for the wrong ability, gives a different count.
 */
describe('CT-9.3.6 an ability invalidated while it resolves', () => {
  it('CT-9.3.6 invalidating the resolving ability by name stops the rest of its resolution', () => {
    const g = new TestGame({ field: ['quieter'] });
    const q = g.id('quieter');
    g.choose('activate:quieter.self');
    expect(g.counter(q, 'after')).toBe(0);
    expect(g.messages('CT-9.3.6')).toEqual(['quieter.self became invalid: the rest of its resolution stops']);
  });

  it('CT-9.3.6 invalidating every ability of its card stops it too', () => {
    const g = new TestGame({ field: ['quieter'] });
    const q = g.id('quieter');
    g.choose('activate:quieter.all');
    expect(g.counter(q, 'after')).toBe(0);
    expect(g.messages('CT-9.3.6')).toHaveLength(1);
  });

  it('CT-9.3.6 invalidating another ability of the same card does not stop the resolving one', () => {
    const g = new TestGame({ field: ['quieter'] });
    const q = g.id('quieter');
    g.choose('activate:quieter.other');
    expect(g.counter(q, 'after')).toBe(1);
    expect(g.messages('CT-9.3.6')).toEqual([]);
  });

  it('CT-9.3.6 an ability its card no longer has is not invalidated by "every ability of that card"', () => {
    const g = new TestGame({ field: ['quieter'] });
    const q = g.id('quieter');
    g.choose('activate:quieter.shed');
    expect(g.chars(q).abilities).not.toContain('quieter.shed');
    expect(g.counter(q, 'after')).toBe(1);
  });
});
