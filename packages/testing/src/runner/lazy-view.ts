import type { Engine, GameState, PlayerId, PlayerView } from '@tcgkit/core';

/** A player view computed only if an agent reads it (random agents never do). */
export function lazyView(engine: Engine, state: GameState, player: PlayerId): PlayerView {
  let view: PlayerView | null = null;
  const get = () => (view ??= engine.viewFor(state, player));
  return new Proxy({} as PlayerView, {
    get: (_t, key) => get()[key as keyof PlayerView],
    has: (_t, key) => key in get(),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_t, key) => Reflect.getOwnPropertyDescriptor(get(), key),
  });
}
