import type { LogTemplates } from '@tcgkit/core';

/** How the Pokémon Card Game's log lines read for people, in English and Japanese. */
export const POKEMON_LOG_TEMPLATES: LogTemplates = {
  'move:deck>hand': { en: '{actor} drew {card}', ja: '{actor}は{card}を引いた' },
  'move:deck>prizes': { en: '{actor} set a Prize card', ja: '{actor}はサイドを1枚置いた' },
  'move:prizes>hand': { en: '{actor} took a Prize card: {card}', ja: '{actor}はサイドを1枚取った：{card}' },
  'move:hand>active': { en: '{actor} put {card} into the Active Spot', ja: '{actor}は{card}をバトル場に出した' },
  'move:hand>bench': { en: '{actor} put {card} onto the Bench', ja: '{actor}は{card}をベンチに出した' },
  'move:hand>playing': { en: '{actor} played {card}', ja: '{actor}は{card}を使った' },
  'move:hand>stadium': { en: '{actor} played the Stadium {card}', ja: '{actor}はスタジアム{card}を出した' },
  'move:bench>active': { en: '{card} became the Active Pokémon', ja: '{card}がバトルポケモンになった' },
  'move:active>bench': { en: '{card} went to the Bench', ja: '{card}はベンチに戻った' },
  'move:hand>deck': { en: '{actor} put {card} into the deck', ja: '{actor}は{card}を山札に戻した' },
  'move:*>hand': { en: '{actor} put {card} into their hand', ja: '{actor}は{card}を手札に加えた' },
  'move:*>discard': { en: '{card} went to the discard pile', ja: '{card}はトラッシュへ' },
  'move:*>deck': { en: '{card} went into the deck', ja: '{card}は山札に戻った' },
  'attach:energy': { en: '{actor} attached {card} to {host}', ja: '{actor}は{card}を{host}につけた' },
  'attach:tool': { en: '{actor} attached {card} to {host}', ja: '{actor}は{card}を{host}につけた' },
  'attach:evolution': { en: '{host} evolved into {card}', ja: '{host}は{card}に進化した' },
  'attach:level': { en: '{host} levelled up to {card}', ja: '{host}は{card}にレベルアップした' },
  attack: { en: '{card} used {attack}', ja: '{card}の{attack}' },
  damage: { en: '{target} took {amount} damage', ja: '{target}に{amount}ダメージ' },
  // The damage counter holds damage (10 per counter): amounts are damage, as the cards say "heal 20 damage".
  'counter:damage': {
    en: '{amount} damage put on {card} ({value} in all)',
    ja: '{card}にダメージ{amount}（合計{value}）',
  },
  'counter:damage:removed': {
    en: '{amount} damage healed from {card} ({value} left)',
    ja: '{card}のダメージを{amount}回復（残り{value}）',
  },
  knockOut: { en: '{card} was Knocked Out', ja: '{card}はきぜつした' },
  switch: {
    en: '{active} became the Active Pokémon; {bench} went to the Bench',
    ja: '{active}とベンチの{bench}が入れ替わった',
  },
  'status:asleep': { en: '{card} is now Asleep', ja: '{card}はねむりになった' },
  'status:paralyzed': { en: '{card} is now Paralyzed', ja: '{card}はマヒになった' },
  'status:confused': { en: '{card} is now Confused', ja: '{card}はこんらんになった' },
  'status:poisoned': { en: '{card} is now Poisoned', ja: '{card}はどくになった' },
  'status:burned': { en: '{card} is now Burned', ja: '{card}はやけどになった' },
  'status:asleep:off': { en: '{card} woke up', ja: '{card}は目を覚ました' },
  'status:paralyzed:off': { en: '{card} is no longer Paralyzed', ja: '{card}のマヒが回復した' },
  'status:confused:off': { en: '{card} is no longer Confused', ja: '{card}のこんらんが回復した' },
  'status:poisoned:off': { en: '{card} is no longer Poisoned', ja: '{card}のどくが回復した' },
  'status:burned:off': { en: '{card} is no longer Burned', ja: '{card}のやけどが回復した' },
  'status:faceDown:off': { en: '{card} was turned face up', ja: '{card}が表になった' },
  'coin:heads': { en: '{actor} flipped a coin: heads', ja: '{actor}のコイン：オモテ' },
  'coin:tails': { en: '{actor} flipped a coin: tails', ja: '{actor}のコイン：ウラ' },
  shuffle: { en: '{actor} shuffled their deck', ja: '{actor}は山札を切った' },
  lose: { en: '{actor} lost the game', ja: '{actor}の負け' },
};

/** What the Pokémon prompts ask, by prompt key. */
export const POKEMON_PROMPTS: LogTemplates = {
  playTiming: { en: 'Your turn — choose an action', ja: 'あなたの番 — 行動を選んでください' },
  'setup.active': { en: 'Choose your Active Pokémon', ja: 'バトルポケモンを選んでください' },
  'setup.bench': { en: 'Choose Basic Pokémon for your Bench', ja: 'ベンチに出すたねポケモンを選んでください' },
  'setup.mulligan': { en: 'No Basic Pokémon: show your hand and draw again', ja: 'たねポケモンがいません：引き直し' },
  'setup.extraDraws': { en: 'Draw extra cards for the mulligans?', ja: '引き直しの分だけ追加で引きますか？' },
  newActive: { en: 'Choose your new Active Pokémon', ja: '新しいバトルポケモンを選んでください' },
  takePrizes: { en: 'Take a Prize card', ja: 'サイドを取ってください' },
  whichActive: { en: 'Choose the Active Pokémon', ja: 'バトルポケモンを選んでください' },
  target: { en: 'Choose a target', ja: '対象を選んでください' },
  discard: { en: 'Choose cards to discard', ja: 'トラッシュするカードを選んでください' },
  heal: { en: 'Choose a Pokémon to heal', ja: '回復するポケモンを選んでください' },
};

/** The words of options whose key says what they do. */
export const POKEMON_OPTION_TEXTS: LogTemplates = {
  pass: { en: 'End turn', ja: 'ターン終了' },
  // `{1}`, `{2}`… are the parts of the option's key after the first (a card, a Pokémon in play).
  'playTiming/bench': { en: 'Put {1} onto the Bench', ja: '{1}をベンチに出す' },
  'playTiming/evolve': { en: 'Evolve {2} into {1}', ja: '{2}を{1}に進化させる' },
  'playTiming/attach': { en: 'Attach {1} to {2}', ja: '{2}に{1}をつける' },
  'playTiming/tool': { en: 'Attach {1} to {2}', ja: '{2}に{1}をつける' },
  'playTiming/trainer': { en: 'Play {1}', ja: '{1}を使う' },
  'playTiming/attack': { en: 'Attack: {1}', ja: 'ワザ「{1}」' },
  'playTiming/retreat': { en: 'Retreat, discarding {-1}', ja: '{-1}をトラッシュしてにげる' },
  'playTiming/retreat:free': { en: 'Retreat', ja: 'にげる' },
  'newActive/*': { en: '{1}', ja: '{1}' },
};
