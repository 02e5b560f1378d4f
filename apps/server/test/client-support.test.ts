import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameServer } from '../src/server.js';
import type { PresentationResult, ReplayStep } from '@tcgkit/protocol';
import { testServer, rulesets } from './support/test-server.js';
import { api, createMatch } from './support/lobby.js';

/** A stand-in for the built browser client. */
const webRoot = mkdtempSync(join(tmpdir(), 'tcgkit-web-root-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>client</title>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'index-a1b2c3.js'), `export const board = ${JSON.stringify('x'.repeat(5_000))};`);

let server: GameServer;
beforeAll(async () => {
  server = await testServer({ webRoot });
});
afterAll(async () => server?.close());

/** Waits until a bot-against-bot match is over. */
async function finished(id: string): Promise<void> {
  for (;;) {
    const r = await api<{ status: string }>(server.address, 'GET', `/api/matches/${id}`);
    if (r.body.status === 'finished') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('what the browser client needs from the server', () => {
  it('serves the client at / and its own routes, while the API and unknown API paths answer as before', async () => {
    const root = await fetch(`${server.address}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<title>client</title>');
    const route = await fetch(`${server.address}/match/abc?seat=1`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect((await api(server.address, 'GET', '/api/rulesets')).status).toBe(200);
    const unknown = await api<{ error: { code: string } }>(server.address, 'GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    expect((await fetch(`${server.address}/missing.js`)).status).toBe(404);
  });

  it('sends the client compressed, its hashed assets cached for good and its page checked each time', async () => {
    const asset = await fetch(`${server.address}/assets/index-a1b2c3.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await asset.text()).length).toBeGreaterThan(5_000);
    const page = await fetch(`${server.address}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const lobby = await fetch(`${server.address}/api/rulesets`, { headers: { 'accept-encoding': 'br' } });
    expect(lobby.headers.get('content-encoding')).toBe('br');
  });

  it("gives every ruleset's presentation: placements of its own zones, rule titles, printed stats", async () => {
    const { registry } = await rulesets;
    for (const id of registry.ids()) {
      const r = await api<PresentationResult>(server.address, 'GET', `/api/rulesets/${id}/presentation`);
      expect(r.status).toBe(200);
      const zoneIds = new Set(
        registry
          .engine(id)
          .services.zones.allKeys()
          .map((k) => k.split('@')[0]),
      );
      expect(r.body.presentation.zones.length).toBeGreaterThan(0);
      for (const placement of r.body.presentation.zones) expect(zoneIds).toContain(placement.zone);
      expect(Object.keys(r.body.presentation.ruleTitles).length).toBeGreaterThan(0);
    }
    const pokemon = await api<PresentationResult>(server.address, 'GET', '/api/rulesets/pokemon/presentation');
    expect(Object.values(pokemon.body.printed).some((stats) => typeof stats.hp === 'number')).toBe(true);
    expect((await api(server.address, 'GET', '/api/rulesets/nope/presentation')).status).toBe(404);
  });

  it('checks a deck against the deck rules, every problem with its rule ID', async () => {
    const legal = await api<{ problems: unknown[] }>(server.address, 'POST', '/api/rulesets/pokemon/decks/check', {
      deck: { sample: 'water' },
    });
    expect(legal.body.problems).toEqual([]);
    const bad = await api<{ problems: { rule: string; message: string }[] }>(
      server.address,
      'POST',
      '/api/rulesets/pokemon/decks/check',
      { deck: { cards: { deck: ['water-energy'] } } },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.problems.length).toBeGreaterThan(0);
    for (const p of bad.body.problems) expect(p.rule).toMatch(/^PK-/);
  });

  it('steps a finished record with every state hash checked, and says where a changed one differs', async () => {
    const match = await createMatch(server.address, {
      ruleset: 'goofspiel',
      options: {},
      seats: ['bot', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      seed: 7,
    });
    await finished(match.id);
    const { body } = await api<{ record: { hashes: string[]; answers: unknown[] } }>(
      server.address,
      'GET',
      `/api/matches/${match.id}/record`,
    );
    const step = await api<ReplayStep>(server.address, 'POST', '/api/replay', {
      record: body.record,
      step: 3,
      viewer: 0,
    });
    expect(step.status).toBe(200);
    expect(step.body.step).toBe(3);
    expect(step.body.steps).toBe(body.record.answers.length);
    expect(step.body.check.expected).toBe(step.body.check.actual);
    expect(step.body.firstMismatch).toBeNull();
    expect(step.body.turnStarts.length).toBeGreaterThan(1);
    expect(step.body.log.length).toBeGreaterThan(0);
    const changed = { ...body.record, hashes: body.record.hashes.map((h, i) => (i === 4 ? '0'.repeat(16) : h)) };
    const bad = await api<ReplayStep>(server.address, 'POST', '/api/replay', { record: changed, step: 5 });
    expect(bad.body.firstMismatch).toBe(5);
    expect(bad.body.check.expected).not.toBe(bad.body.check.actual);
    const broken = await api<{ error: { code: string } }>(server.address, 'POST', '/api/replay', { record: { a: 1 } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('bad-request');
  });
});
