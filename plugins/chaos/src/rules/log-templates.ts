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
  'battle.attackDraw': {
    en: 'Your partner attacks: draw 1 card?',
    ja: 'パートナーのアタック：カードを1枚引きますか？',
  },
  'setup.mulligan': { en: 'Keep this hand, or draw again?', ja: 'この手札で始めますか、引き直しますか？' },
  maintain: { en: 'Pay the maintenance cost?', ja: '維持コストを支払いますか？' },
  autoLevelUp: { en: 'Auto level up?', ja: 'オートレベルアップしますか？' },
  target: { en: 'Choose a target', ja: '対象を選んでください' },
  discard: { en: 'Choose cards to discard', ja: '捨てるカードを選んでください' },
  'moveFriend.to': { en: 'Move it to which area?', ja: 'どのエリアに移動しますか？' },
  'lookTop.take': { en: 'Choose a card to take', ja: '手札に加えるカードを選んでください' },
  'deckTop.order': { en: 'Put the cards back in the order you choose', ja: '好きな順番で戻してください' },
  'charaDuplication.keep': { en: 'Choose the card to keep', ja: '残すカードを選んでください' },
  'nameDuplication.keep': { en: 'Choose the card to keep', ja: '残すカードを選んでください' },
  'sets.keep': { en: 'Choose the set cards to keep', ja: '残すセットカードを選んでください' },
};

/**
 * The words of options, by `<prompt>/<key part>` (see the presentation's optionTexts): `{1}`, `{2}`…
 * are the parts of the option's key after the first (a card, an area), worded by the client.
 */
export const CHAOS_OPTION_TEXTS: LogTemplates = {
  pass: { en: 'Done — go on', ja: '次へ進む' },
  'playTiming/appear': { en: 'Appear {1} in {2}', ja: '{1}を{2}に登場させる' },
  'playTiming/intrude': { en: 'Intrude {1} into {2}', ja: '{1}を{2}に乱入させる' },
  'playTiming/event': { en: 'Use {1}', ja: '{1}を使う' },
  'playTiming/set': { en: 'Set {1} on the chara in {2}', ja: '{1}を{2}のキャラにセットする' },
  'playTiming/extra': { en: '{1} appears from the extra deck on {2}', ja: '{1}をエクストラから{2}に登場させる' },
  'playTiming/levelUp': { en: 'Level up with {2}', ja: '{2}でレベルアップする' },
  'battle.attack/attack': { en: 'Attack with {1} ({2})', ja: '{1}（{2}）でアタックする' },
  'battle.attack/end': { en: 'End attacks', ja: 'アタックを終える' },
  'battle.attackDraw/draw': { en: 'Draw 1 card', ja: 'カードを1枚引く' },
  'battle.attackDraw/no': { en: 'Do not draw', ja: '引かない' },
  'battle.guard/guard': { en: 'Guard with {1} ({2})', ja: '{1}（{2}）でガードする' },
  'battle.guard/noGuard': { en: 'No guard', ja: 'ガードしない' },
  'maintain/pay': { en: 'Pay the maintenance cost', ja: '維持コストを支払う' },
  'maintain/no': { en: 'Do not pay (turn it face down)', ja: '支払わない（裏向きにする）' },
  'autoLevelUp/no': { en: 'Put it into the WR', ja: 'WRに置く' },
  'setup.mulligan/keep': { en: 'Keep this hand', ja: 'この手札で始める' },
  'setup.mulligan/mulligan': { en: 'Return all 5, shuffle and draw 5', ja: '5枚すべてを戻し、シャッフルして5枚引く' },
};
