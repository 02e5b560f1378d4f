import { describe, expect, it } from 'vitest';
import { LiveMatchCache, matchRank, type LiveMatch } from '../src/matches/live-match.js';

/** A cached match at `version` (only its row's identity and rank matter to the cache). */
const at = (version: number, queued: string | null = null): LiveMatch =>
  ({ stored: { id: 'm', version, queued } }) as unknown as LiveMatch;

describe('the live match cache never takes back a row older than an announced commit', () => {
  it('a read that started before a commit announced since is not cached', () => {
    const cache = new LiveMatchCache();
    cache.set(at(7));
    cache.announced('m', matchRank(9, false));
    // The copy behind the announcement is dropped at once.
    expect(cache.get('m')).toBeUndefined();
    // A read that started before the commit of 9 and ends after it: not cached.
    expect(cache.set(at(8))).toBe(false);
    expect(cache.get('m')).toBeUndefined();
    expect(cache.set(at(9))).toBe(true);
    expect(cache.get('m')?.stored.version).toBe(9);
  });

  it('an early answer queued at the same version ranks above the row without it', () => {
    const cache = new LiveMatchCache();
    cache.set(at(4));
    cache.announced('m', matchRank(4, true));
    expect(cache.get('m')).toBeUndefined();
    expect(cache.set(at(4))).toBe(false);
    expect(cache.set(at(4, '{"seat":1}'))).toBe(true);
    // An older announcement arriving late changes nothing.
    cache.announced('m', matchRank(3, false));
    expect(cache.get('m')?.stored.queued).toBe('{"seat":1}');
  });
});
