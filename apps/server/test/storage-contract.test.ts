import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchCommit, MatchStore, StoredMatch } from '../src/storage/match-store.js';
import type { PostgresStore } from '../src/storage/postgres-store.js';
import { findStorageBackend } from '../src/storage/backends.js';
import { migrations } from '../src/storage/migrations.js';
import { pgUrlWithSchema, uniqueName } from './support/services.js';

const match = (id: string): StoredMatch => ({
  id,
  ruleset: 'r',
  config: '{"seed":1}',
  initialHash: 'h0',
  status: 'open',
  version: 0,
  state: 's0',
  hash: 'h0',
  result: null,
  clock: null,
  queued: null,
  pendingSeat: 1,
  seats: [
    { seat: 0, kind: 'human', credentialHash: null, name: null, deckOpen: false },
    { seat: 1, kind: 'bot', credentialHash: null, name: null, deckOpen: false },
  ],
  startedAt: null,
  spectatorDelayMs: 0,
  visibility: 'public',
  invitationHash: null,
  rematch: null,
  humanSeenAt: null,
  createdAt: 1000,
  updatedAt: 1000,
});
const commit = (seq: number, state: string): MatchCommit => ({
  answers: [{ seq, player: 0, answer: { decision: seq, choice: 0 }, hash: `h${seq + 1}`, at: 2000 + seq }],
  state,
  hash: `h${seq + 1}`,
  status: 'running',
  result: null,
  clock: null,
  queued: null,
  pendingSeat: 0,
  expectedQueued: null,
  at: 2000 + seq,
});

/** One contract, two real databases: every storage backend must pass it unchanged. */
function contract(name: string, db: string, cleanup: (s: MatchStore) => Promise<void>) {
  describe(`storage contract: ${name}`, () => {
    let store: MatchStore;
    beforeAll(async () => {
      const backend = findStorageBackend(db);
      if (!backend) throw new Error(`no storage backend for ${db}`);
      store = backend.open(db);
      await store.migrate(migrations(backend.dialect));
      await store.migrate(migrations(backend.dialect)); // idempotent
    });
    afterAll(async () => cleanup(store));

    it('creates, loads and lists a match with its seats', async () => {
      await store.create(match('a'));
      const m = await store.load('a');
      expect(m).toMatchObject({ id: 'a', version: 0, state: 's0', status: 'open', createdAt: 1000 });
      expect(m!.seats).toEqual(match('a').seats);
      expect(await store.load('missing')).toBeNull();
      expect((await store.list('open', 10)).map((s) => s.id)).toContain('a');
      expect(await store.list('finished', 10)).toEqual([]);
    });

    it('commits on the expected version only, appending the record in the same transaction', async () => {
      await store.create(match('b'));
      expect(await store.commit('b', 0, commit(0, 's1'))).toBe(true);
      // A second writer that read version 0 loses, and changes nothing.
      expect(await store.commit('b', 0, commit(0, 'other'))).toBe(false);
      const m = await store.load('b');
      // The status follows the seats (one is free: open), not the commit.
      expect(m).toMatchObject({ version: 1, state: 's1', hash: 'h1', status: 'open', updatedAt: 2000 });
      expect(await store.answers('b')).toEqual(commit(0, 's1').answers);
    });

    it('lets exactly one of many concurrent writers of one version win', async () => {
      await store.create(match('c'));
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.commit('c', 0, commit(0, `s${i}`))));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await store.load('c'))!.version).toBe(1);
      expect(await store.answers('c')).toHaveLength(1);
    });

    it('claims a free human seat once and releases it only with its credential hash', async () => {
      await store.create(match('d'));
      expect(await store.claimSeat('d', 1, 'x', 1500)).toBe(false); // a bot seat
      expect(await store.claimSeat('d', 0, 'hash-a', 1500)).toBe(true);
      expect(await store.claimSeat('d', 0, 'hash-b', 1600)).toBe(false);
      expect((await store.load('d'))!).toMatchObject({ status: 'running', startedAt: 1500 });
      expect(await store.releaseSeat('d', 0, 'hash-b')).toBe(false);
      expect(await store.releaseSeat('d', 0, 'hash-a')).toBe(true);
      expect((await store.load('d'))!.seats[0].credentialHash).toBeNull();
      // Open again, but the match started once: its clock does not start over.
      expect((await store.load('d'))!).toMatchObject({ status: 'open', startedAt: 1500 });
      expect(await store.claimSeat('d', 0, 'hash-c', 1700)).toBe(true);
      expect((await store.load('d'))!.startedAt).toBe(1500);
    });

    it('starts a match only when its last human seat is taken', async () => {
      const two = {
        ...match('t'),
        seats: [0, 1].map((seat) => ({
          seat,
          kind: 'human' as const,
          credentialHash: null,
          name: null,
          deckOpen: false,
        })),
      };
      await store.create(two);
      expect(await store.claimSeat('t', 1, 'hash-1', 1100)).toBe(true);
      expect((await store.load('t'))!).toMatchObject({ status: 'open', startedAt: null });
      expect(await store.claimSeat('t', 0, 'hash-0', 1200)).toBe(true);
      expect((await store.load('t'))!).toMatchObject({ status: 'running', startedAt: 1200 });
    });

    it('never lets a commit read before a seat was taken undo the seat’s status', async () => {
      await store.create(match('u'));
      expect(await store.claimSeat('u', 0, 'hash-a', 1500)).toBe(true);
      // A bot's answer prepared while the match was open commits after the seat was taken.
      expect(await store.commit('u', 0, { ...commit(0, 's1'), status: 'open' })).toBe(true);
      expect((await store.load('u'))!).toMatchObject({ version: 1, status: 'running', startedAt: 1500 });
    });

    it('keeps a queued answer with a commit that moves no version, on the expected version only', async () => {
      await store.create(match('q'));
      const queue = { ...commit(0, 's0'), answers: [], queued: '{"seat":1}' };
      expect(await store.commit('q', 0, queue)).toBe(true);
      expect(await store.load('q')).toMatchObject({ version: 0, queued: '{"seat":1}' });
      expect(await store.commit('q', 1, { ...queue, queued: null })).toBe(false);
      // A writer that read the match before the answer was queued loses too.
      expect(await store.commit('q', 0, commit(0, 's1'))).toBe(false);
      expect(await store.commit('q', 0, { ...commit(0, 's1'), expectedQueued: '{"seat":1}' })).toBe(true);
      expect(await store.load('q')).toMatchObject({ version: 1, queued: null });
    });

    it('lists unfinished matches and keeps finished ones with their records', async () => {
      await store.create(match('e'));
      await store.commit('e', 0, { ...commit(0, 'end'), status: 'finished', result: '{"draw":true}' });
      expect(await store.unfinished(100)).not.toContain('e');
      expect(await store.unfinished(100)).toContain('a');
      expect((await store.list('finished', 10)).map((s) => s.id)).toEqual(['e']);
      expect((await store.load('e'))!.result).toBe('{"draw":true}');
      expect(await store.answers('e')).toHaveLength(1);
    });

    it('commits a person’s answer only while the seat is held with the credential it was made with', async () => {
      await store.create(match('h'));
      expect(await store.claimSeat('h', 0, 'hash-a', 1500)).toBe(true);
      const asA = { ...commit(0, 's1'), holder: { seat: 0, credentialHash: 'hash-a' } };
      expect(await store.commit('h', 0, { ...asA, holder: { seat: 0, credentialHash: 'hash-b' } })).toBe(false);
      expect(await store.releaseSeat('h', 0, 'hash-a')).toBe(true);
      expect(await store.commit('h', 0, asA)).toBe(false);
      expect((await store.load('h'))!.version).toBe(0);
      expect(await store.claimSeat('h', 0, 'hash-b', 1600)).toBe(true);
      expect(await store.commit('h', 0, { ...asA, holder: { seat: 0, credentialHash: 'hash-b' } })).toBe(true);
    });

    it('marks where matches stand: version, a queued answer, who holds the seats', async () => {
      await store.create(match('m'));
      expect(await store.claimSeat('m', 0, 'hash-m', 1500)).toBe(true);
      await store.commit('m', 0, { ...commit(0, 's1'), answers: [], queued: '{"seat":1}' });
      const marks = await store.marks(['m', 'missing']);
      expect([...marks.keys()]).toEqual(['m']);
      expect(marks.get('m')).toEqual({ version: 0, queued: true, seats: '0:hash-m,1:-', rematch: null });
      expect((await store.marks([])).size).toBe(0);
    });

    it('lists public matches only: a private one is reached through its link', async () => {
      await store.create({ ...match('p'), visibility: 'private', invitationHash: 'inv-hash' });
      expect(await store.load('p')).toMatchObject({ visibility: 'private', invitationHash: 'inv-hash' });
      expect((await store.list(null, 100)).map((s) => s.id)).not.toContain('p');
      expect((await store.list('open', 100)).map((s) => s.id)).not.toContain('p');
      expect((await store.list('open', 100)).map((s) => s.id)).toContain('a');
    });

    it('keeps the name of a seat’s player and forgets it when the seat is given up', async () => {
      await store.create(match('n'));
      expect(await store.claimSeat('n', 0, 'hash-n', 1500, 'Ada')).toBe(true);
      expect((await store.load('n'))!.seats[0]).toMatchObject({ name: 'Ada', credentialHash: 'hash-n' });
      expect(await store.releaseSeat('n', 0, 'hash-n')).toBe(true);
      expect((await store.load('n'))!.seats[0]).toMatchObject({ name: null, credentialHash: null });
    });

    it('sets a match up again with a seat’s own deck only at version 0 and the hash read, else no seat', async () => {
      await store.create({
        ...match('s'),
        seats: [{ seat: 0, kind: 'human', credentialHash: null, name: null, deckOpen: true }],
      });
      const setup = { expectedHash: 'h0', config: '{"seed":2}', state: 's-own', hash: 'h-own' };
      // Read before another deck changed the game: nothing of the claim is kept.
      expect(await store.claimSeat('s', 0, 'hash-s', 1500, 'Bo', { ...setup, expectedHash: 'old' })).toBe(false);
      expect((await store.load('s'))!).toMatchObject({ state: 's0', seats: [{ credentialHash: null, name: null }] });
      expect(await store.claimSeat('s', 0, 'hash-s', 1500, 'Bo', setup)).toBe(true);
      expect((await store.load('s'))!).toMatchObject({
        config: '{"seed":2}',
        state: 's-own',
        hash: 'h-own',
        initialHash: 'h-own',
        seats: [{ credentialHash: 'hash-s', name: 'Bo', deckOpen: true }],
      });
      await store.create(match('s2'));
      expect(await store.commit('s2', 0, commit(0, 's1'))).toBe(true);
      expect(await store.claimSeat('s2', 0, 'hash-s2', 1500, null, { ...setup, expectedHash: 'h1' })).toBe(false);
    });

    it('writes a rematch only over the one read', async () => {
      await store.create(match('r'));
      expect(await store.setRematch('r', null, '{"offeredBy":[0],"match":null}')).toBe(true);
      expect(await store.setRematch('r', null, '{"offeredBy":[1],"match":null}')).toBe(false);
      expect(await store.setRematch('r', '{"offeredBy":[0],"match":null}', '{"offeredBy":[0,1],"match":"x"}')).toBe(
        true,
      );
      expect((await store.load('r'))!.rematch).toBe('{"offeredBy":[0,1],"match":"x"}');
      expect((await store.marks(['r'])).get('r')!.rematch).toBe('{"offeredBy":[0,1],"match":"x"}');
    });

    it('finds matches no person has been seen at since a time, and forgets one seen since', async () => {
      await store.create({ ...match('idle'), createdAt: 100 });
      await store.create({
        ...match('bots'),
        createdAt: 100,
        seats: [{ seat: 0, kind: 'bot', credentialHash: null, name: null, deckOpen: false }],
      });
      expect(await store.abandoned(500, 100)).toContain('idle');
      expect(await store.abandoned(500, 100)).not.toContain('bots'); // no person to wait for
      expect(await store.abandoned(50, 100)).not.toContain('idle');
      await store.humansSeen(['idle'], 800);
      expect((await store.load('idle'))!.humanSeenAt).toBe(800);
      expect(await store.abandoned(500, 100)).not.toContain('idle');
      expect(await store.abandoned(900, 100)).toContain('idle');
    });

    it('finds the cluster’s work: unfinished matches with a clock or a bot to move, and the live nodes', async () => {
      await store.create({ ...match('w-bot'), updatedAt: 10 });
      await store.create({ ...match('w-bot-moved'), updatedAt: 500 });
      await store.create({ ...match('w-clock'), pendingSeat: 0, clock: '{"c":1}', startedAt: 5, updatedAt: 11 });
      // A clock that does not run yet (a seat still open), and a person's turn: no work for the cluster.
      await store.create({ ...match('w-open-clock'), pendingSeat: 0, clock: '{"c":1}', updatedAt: 12 });
      await store.create({ ...match('w-human'), pendingSeat: 0, updatedAt: 13 });
      const work = (await store.clusterWork(1_000, 100)).filter((w) => w.id.startsWith('w-'));
      expect(work.map((w) => [w.id, w.botTurn, w.clock])).toEqual([
        ['w-bot', true, null],
        ['w-clock', false, '{"c":1}'],
      ]);
      await store.heartbeat('n2', 5_000);
      await store.heartbeat('n1', 3_000);
      await store.heartbeat('n1', 6_000);
      expect(await store.liveNodes(4_000)).toEqual(['n1', 'n2']);
      expect(await store.liveNodes(5_500)).toEqual(['n1']);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-store-'));
contract('SQLite', `sqlite:${join(dir, 'contract.db')}`, async (s) => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});
contract('PostgreSQL', pgUrlWithSchema(uniqueName('contract')), async (s) => {
  await (s as PostgresStore).dropSchema();
  await s.close();
});
