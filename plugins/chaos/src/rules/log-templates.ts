import type { LogTemplates } from '@tcgkit/core';

/** How ChaosTCG's log lines read for people, in English and Japanese. */
export const CHAOS_LOG_TEMPLATES: LogTemplates = {
  'move:deck>hand': { en: '{actor} drew {card}', ja: '{actor}は{card}を引いた' },
  'move:deck>wr': { en: '{card} went to the WR', ja: '{card}はWRへ' },
  'move:*>backyard': { en: '{card} went to the backyard', ja: '{card}はバックヤードへ' },
  'move:*>wr': { en: '{card} went to the WR', ja: '{card}はWRへ' },
  'move:*>hand': { en: '{actor} put {card} into their hand', ja: '{actor}は{card}を手札に加えた' },
  'move:*>deck': { en: '{card} went into the deck', ja: '{card}は山札に戻った' },
  'move:hand>resolution': { en: '{actor} played {card}', ja: '{actor}は{card}を使った' },
  'appear:normal': { en: '{actor}: {card} appeared', ja: '{actor}：{card}が登場' },
  'appear:intrude': { en: '{actor}: {card} intruded', ja: '{actor}：{card}が乱入' },
  'appear:extra': { en: '{actor}: {card} appeared from the extra deck', ja: '{actor}：{card}がエクストラから登場' },
  'appear:appear': { en: '{actor}: {card} appeared', ja: '{actor}：{card}が登場' },
  'move:deck>partner': { en: '{actor} set out a partner', ja: '{actor}はパートナーを置いた' },
  appear: { en: '{actor}: {card} appeared', ja: '{actor}：{card}が登場' },
  levelUp: { en: '{card} levelled up', ja: '{card}がレベルアップ' },
  battle: { en: '{card} attacks', ja: '{card}のアタック' },
  damage: { en: '{target} took {amount} damage', ja: '{target}に{amount}ダメージ' },
  playerDamage: { en: '{actor} took {amount} damage', ja: '{actor}に{amount}ダメージ' },
  'status:pose:rest': { en: '{card} rested', ja: '{card}はレストした' },
  'status:pose:stand': { en: '{card} stood', ja: '{card}はスタンドした' },
  'status:face:down': { en: '{actor} set a card face down', ja: '{actor}はカードを裏向きでセットした' },
  'status:face:up': { en: '{card} was turned face up', ja: '{card}が表向きになった' },
  'attach:set': { en: '{card} was set on {host}', ja: '{card}は{host}にセットされた' },
  'attach:base': { en: '{card} was stacked under {host}', ja: '{card}は{host}の下に重ねられた' },
  shuffle: { en: '{actor} shuffled their deck', ja: '{actor}は山札を切った' },
  lose: { en: '{actor} lost the game', ja: '{actor}の負け' },
};

/** What the ChaosTCG prompts ask, by prompt key. */
export const CHAOS_PROMPTS: LogTemplates = {
  playTiming: { en: 'Your turn — choose an action', ja: 'あなたの番 — 行動を選んでください' },
  'setup.partner': { en: 'Choose your partner', ja: 'パートナーを選んでください' },
  'battle.attack': { en: 'Attack with which chara?', ja: 'アタックするキャラを選んでください' },
  'battle.guard': { en: 'Guard with which chara?', ja: 'ガードするキャラを選んでください' },
  'battle.opponentSelect': { en: 'Choose whom to attack', ja: 'アタック先を選んでください' },
  'handLimit.discard': { en: 'Too many cards in hand: discard', ja: '手札が多すぎます：捨ててください' },
  'endPhase.faceUp': { en: 'Turn a card face up?', ja: 'カードを表向きにしますか？' },
  'levelUp.cost': { en: 'Pay for the level-up', ja: 'レベルアップのコストを支払ってください' },
};

/** The words of options whose key says what they do. */
export const CHAOS_OPTION_TEXTS: LogTemplates = {
  pass: { en: 'Done — go on', ja: '次へ進む' },
};
