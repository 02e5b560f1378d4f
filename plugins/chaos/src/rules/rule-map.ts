/**
 * Short titles of the ChaosTCG rule sections (in our words), used to label log lines. A rule ID
 * takes the title of its longest listed prefix.
 */
export const CHAOS_RULE_TITLES: Readonly<Record<string, string>> = {
  'CT-1.1': 'two players', 'CT-1.2': 'winning and losing', 'CT-1.2.2': 'draw-step deck-out', 'CT-1.2.4': 'damage deck-out', 'CT-1.2.5': 'everyone loses: draw',
  'CT-1.2.6': 'concession', 'CT-1.3': 'fundamental principles', 'CT-1.3.8': 'negative running totals',
  'CT-2': 'card information', 'CT-2.1': 'card name, names and traits', 'CT-2.2': 'card types', 'CT-2.3': 'work title and OS', 'CT-2.4': 'attributes',
  'CT-2.5': 'card text', 'CT-2.6': 'attack', 'CT-2.7': 'durability', 'CT-2.8': 'attack modifier', 'CT-2.9': 'durability modifier',
  'CT-3.1': 'abilities and effects', 'CT-3.2': 'owner', 'CT-3.3': 'master', 'CT-3.4': 'check timing', 'CT-3.5': 'play timing', 'CT-3.6': 'info and state',
  'CT-3.7': 'is / is not', 'CT-3.8': 'base definition', 'CT-3.9': 'level cards', 'CT-3.10': 'stacked cards', 'CT-3.11': 'card states',
  'CT-3.12': 'partner and friends', 'CT-3.13': 'source', 'CT-3.14': 'damage processing', 'CT-3.14.4': 'damage to a player', 'CT-3.14.6': 'auto level up during damage',
  'CT-3.15': 'counting charas', 'CT-3.16': 'moves, draws and looks', 'CT-4': 'notation', 'CT-4.1': 'icons', 'CT-4.2': 'brackets', 'CT-4.2.7': 'costs 【】',
  'CT-4.3': 'players', 'CT-4.4': 'implicit cards', 'CT-5': 'zones', 'CT-5.2': 'main deck', 'CT-5.3': 'extra deck', 'CT-5.4': 'hand', 'CT-5.5': 'waiting room',
  'CT-5.6': 'arena', 'CT-5.7': 'areas', 'CT-5.8': 'backyard', 'CT-5.9': 'resolution zone', 'CT-6.1': 'deck construction', 'CT-6.2': 'pre-game',
  'CT-6.2.7': 'mulligan', 'CT-7.1': 'turn', 'CT-7.2': 'end procedure', 'CT-7.3': 'beginning phase', 'CT-7.3.2': 'recovery step', 'CT-7.3.3': 'draw step',
  'CT-7.3.4': 'maintenance step', 'CT-7.4': 'main phase', 'CT-7.4.2.1': 'normal appearance', 'CT-7.4.2.2': 'intrusion', 'CT-7.4.2.3': 'level up',
  'CT-7.4.2.4': 'event', 'CT-7.4.2.5': 'set card', 'CT-7.4.2.6': 'activated ability', 'CT-7.4.2.7': 'extra appearance', 'CT-7.5': 'battle phase',
  'CT-7.6': 'end phase', 'CT-7.6.6.1': 'hand limit', 'CT-8': 'battle', 'CT-8.2': 'first ability step', 'CT-8.3': 'attack declaration', 'CT-8.3.1.2': 'attack draw',
  'CT-8.4': 'second ability step', 'CT-8.5': 'guard declaration', 'CT-8.6': 'third ability step', 'CT-8.7': 'battle damage', 'CT-8.7.1.5': 'first strike / first defense damage',
  'CT-8.7.1.7': 'normal battle damage', 'CT-8.8': 'battle end', 'CT-8.9': 'battle phase completion', 'CT-9.1': 'ability kinds', 'CT-9.2': 'effect kinds',
  'CT-9.3': 'valid and invalid', 'CT-9.4': 'check timing procedure', 'CT-9.5': 'playing and resolving', 'CT-9.5.4': 'targets', 'CT-9.6': 'automatic abilities',
  'CT-9.7': 'immediate effects', 'CT-9.8': 'layers', 'CT-9.9': 'replacement effects', 'CT-9.10': 'last-known info', 'CT-10.1': 'extra chara appearance',
  'CT-10.2': 'extra cards', 'CT-10.3': 'level up', 'CT-10.4': 'auto level up', 'CT-10.5': 'moving friends', 'CT-11': 'rule processes', 'CT-11.2': 'defeat',
  'CT-11.3': 'chara duplication', 'CT-11.4': 'name duplication', 'CT-11.5': 'illegal set', 'CT-11.6': 'illegal level', 'CT-11.7': 'durability damage',
  'CT-11.8': 'illegal extra deck', 'CT-12.2': 'opponent select', 'CT-12.3': 'first strike', 'CT-12.4': 'first defense', 'CT-12.5': 'penetrate', 'CT-12.6': 'reflect',
  'CT-13': 'append rules', 'CT-14.1': 'infinite loops', 'CT-14.2': 'ending a phase', 'CT-14.3': 'look effects', 'CT-14.4': 'cannot be a cost', 'CT-14.5': 'unit',
  'CT-14.6': 'pseudo-cards', 'CT-14.7': 'face down by effect / damage / battle', 'CT-14.8': 'cannot appear', 'CT-APX': 'work titles and OS names',
};

/** The title for a rule ID (longest listed prefix), or the ID itself. */
export function ruleTitle(id: string): string {
  let best = '';
  for (const k of Object.keys(CHAOS_RULE_TITLES)) if ((id === k || id.startsWith(`${k}.`)) && k.length > best.length) best = k;
  return best ? CHAOS_RULE_TITLES[best] : id;
}
