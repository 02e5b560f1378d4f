import type { CardTexts } from '@tcgkit/core';

/**
 * The sample pool's words in other languages, by card id: English names, works and traits beside
 * the Japanese printed ones, and Japanese ability and card text beside the English the data
 * writes. Translated for this project from the card data; names follow the works' usual English
 * spellings.
 */
export const SAMPLE_POOL_TEXTS: Readonly<Record<string, CardTexts>> = {
  'sw-eila-bf109': {
    en: { name: 'Eila in her Bf109G-2', work: 'Strike Witches', 'traits.0': 'Witch' },
    ja: { 'abilities.0.text': 'このキャラが受けるダメージは3減る。' },
  },
  'sw-eila': { en: { name: 'Eila Ilmatar Juutilainen', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-perrine': {
    en: { name: 'Perrine H. Clostermann', work: 'Strike Witches', 'traits.0': 'Witch' },
    ja: { 'abilities.0.text': 'このキャラはバトル以外のダメージを受けない。' },
  },
  'sw-sanya': { en: { name: 'Sanya V. Litvyak', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-yoshika': {
    en: { name: 'Yoshika Miyafuji', work: 'Strike Witches', 'traits.0': 'Witch' },
    ja: { 'abilities.0.text': 'このキャラが登場した時、自分がマスターのキャラ1体はダメージをすべて回復する。' },
  },
  'sw-lynette': {
    en: { name: 'Lynette Bishop', work: 'Strike Witches', 'traits.0': 'Witch' },
    ja: { 'abilities.0.text': '【メイン】〔このカードをレスト〕対象のキャラ1体に1ダメージを与える。' },
  },
  'sw-mio': { en: { name: 'Mio Sakamoto', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-minna': {
    en: { name: 'Minna-Dietlinde Wilcke', work: 'Strike Witches', 'traits.0': 'Witch' },
    ja: { 'abilities.0.text': '【フレンド】自分の他のキャラは攻撃力+1。' },
  },
  'sw-gertrud': { en: { name: 'Gertrud Barkhorn', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-erica': { en: { name: 'Erica Hartmann', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-shirley': { en: { name: 'Charlotte E. Yeager', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-francesca': { en: { name: 'Francesca Lucchini', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-mio-guard': { en: { name: 'Mio, Witch of Fuso', work: 'Strike Witches', 'traits.0': 'Witch' } },
  'sw-ev-scramble': { en: { name: 'Scramble', work: 'Strike Witches' }, ja: { text: '【メイン】カードを2枚引く。' } },
  'sw-ev-shield': {
    en: { name: 'Shield Deployment', work: 'Strike Witches' },
    ja: { text: '【バトル】自分がマスターの対象のキャラ1体はバトル終了時まで耐久力+2。' },
  },
  'sw-ev-barrage': {
    en: { name: 'Full Barrage', work: 'Strike Witches' },
    ja: { text: '【メイン】〔手札を1枚捨てる〕対象のキャラを好きな数選び、4ダメージを好きなように割り振って与える。' },
  },
  'sw-ev-cheer': {
    en: { name: 'All Units, Follow Me!', work: 'Strike Witches' },
    ja: { text: '【メイン】ターン終了時まで、自分のキャラすべては攻撃力+2。' },
  },
  'sw-set-striker': {
    en: { name: 'Striker Unit', work: 'Strike Witches', 'traits.0': 'Flight', text: 'Can only be set on a “Witch”.' },
    ja: { text: '“ウィッチ”にのみセットできる。' },
  },
  'sw-set-mg42': { en: { name: 'MG42', work: 'Strike Witches' }, ja: { text: '攻撃力+2。' } },
  'sw-ex-eila-sanya': {
    en: { name: 'Eila & Sanya, the Two in the Night Sky', work: 'Strike Witches', text: '[Extra: "Eila" & "Sanya"]' },
  },
  'sw-ex-yoshika': { en: { name: 'Awakened Yoshika', work: 'Strike Witches', text: '[Extra: "Yoshika" or "Mio"]' } },
  'nitro-kurou': { en: { name: 'Private Detective Kurou Daijuuji', work: 'Demonbane' } },
  'nitro-al': {
    en: { name: 'Al Azif', work: 'Demonbane', 'traits.0': 'Grimoire' },
    ja: { 'abilities.0.text': '【パートナー】自分のフレンドは耐久力+1。' },
  },
  'nitro-ruri': {
    en: { name: 'Ruri Hadou', work: 'Demonbane' },
    ja: { 'abilities.0.text': '【バトル】〔手札を1枚捨てる〕対象のキャラ1体はバトル終了時まで攻撃力+2。' },
  },
  'nitro-winfield': { en: { name: 'Winfield', work: 'Demonbane' } },
  'nitro-west': {
    en: { name: 'Doctor West', work: 'Demonbane' },
    ja: { 'abilities.0.text': 'このキャラが登場した時、他のキャラそれぞれに1ダメージを与える。' },
  },
  'nitro-elsa': { en: { name: 'Elsa', work: 'Demonbane' } },
  'nitro-kurisu': {
    en: { name: 'Kurisu Makise' },
    ja: { 'abilities.0.text': '【ターン1回】このキャラが登場した時、カードを1枚引く。' },
  },
  'nitro-okabe': {
    en: { name: 'Rintaro Okabe' },
    ja: {
      'abilities.0.text':
        '【メイン】【ターン1回】〔レスト〕自分のデッキの上から3枚を見て、そのうち1枚まで手札に加える。',
    },
  },
  'nitro-mayuri': {
    en: { name: 'Mayuri Shiina' },
    ja: { 'abilities.0.text': '【メイン】〔レスト〕対象のキャラ1体はダメージを2回復する。' },
  },
  'nitro-muramasa': { en: { name: 'Muramasa the Third', work: 'Full Metal Daemon Muramasa' } },
  'nitro-kageaki': {
    en: { name: 'Kageaki Minato', work: 'Full Metal Daemon Muramasa', text: '[Unit] 〔"Muramasa": discard 1〕' },
  },
  'nitro-sayaka': { en: { name: 'Saya', work: 'Saya no Uta' } },
  'nitro-takumi': {
    en: { name: 'Takumi Nishijou' },
    ja: { 'abilities.0.text': '自分のターン終了時、このキャラがスタンドしているなら、カードを1枚引く。' },
  },
  'nitro-set-fingias': { en: { name: 'Sword of Fingias', work: 'Demonbane' }, ja: { text: '攻撃力+4。' } },
  'nitro-set-grimoire': {
    en: {
      name: 'Necronomicon the Grimoire',
      work: 'Demonbane',
      'traits.0': 'Grimoire',
      text: 'Durability +2; the chara gains “Grimoire”.',
    },
    ja: { text: '耐久力+2。このキャラは“魔導書”を得る。' },
  },
  'nitro-ev-atlach': {
    en: { name: 'Atlach-Nacha', work: 'Demonbane' },
    ja: { text: '【メイン】対象のキャラ1体をレストする。' },
  },
  'nitro-ev-hyperborea': {
    en: { name: 'Hyperborea Zero Drive', work: 'Demonbane' },
    ja: { text: '【バトル】バトルフェイズを終了する。' },
  },
  'nitro-ev-lemegeton': {
    en: { name: 'Lemegeton', work: 'Demonbane' },
    ja: { text: '【メイン】〔手札を1枚捨てる〕対象のキャラ1体を裏向きにする。' },
  },
  'nitro-ev-elder-sign': {
    en: { name: 'Elder Sign', work: 'Demonbane' },
    ja: { text: '【メイン】自分がマスターのフレンド1体を別のフレンドエリアに移動する。' },
  },
  'nitro-ex-demonbane': { en: { name: 'Demonbane, the Innocent Blade', work: 'Demonbane', text: '[Extra: "Kurou"]' } },
  'nitro-ex-demonbane-al': {
    en: { name: 'Demonbane, Kurou & Al', work: 'Demonbane', text: '[Extra: "Kurou" & "Al"]' },
  },
  'aqua-konomi-partner': {
    en: { name: 'Konomi Yuzuhara' },
    ja: { text: 'パートナーカード: レベル1 3/3、レベル2 4/5、レベル3 6/6、レベル4 7/8。' },
  },
  'aqua-konomi': { en: { name: 'Konomi Yuzuhara' } },
  'aqua-tamaki': { en: { name: 'Tamaki Kousaka' } },
  'aqua-manaka': {
    en: { name: 'Manaka Komaki' },
    ja: { 'abilities.0.text': 'このキャラが登場した時、カードを1枚引き、その後手札を1枚捨てる。' },
  },
  'aqua-yuma': { en: { name: 'Yuma Tonami' } },
  'aqua-sasara': {
    en: { name: 'Sasara Kusugawa' },
    ja: { 'abilities.0.text': '自分がマスターのキャラが3体以上いる間、このキャラは攻撃力+2。' },
  },
  'aqua-lucy': { en: { name: 'Lucy Maria Misora' } },
  'aqua-ikuno': {
    en: { name: 'Ikuno Komaki' },
    ja: { 'abilities.0.text': '自分がマスターの他のキャラが登場した時、そのキャラはターン終了時まで攻撃力+1。' },
  },
  'aqua-karin': { en: { name: 'Karin Sasamori' } },
  'aqua-harumi': {
    en: { name: 'Harumi Kouno' },
    ja: { 'abilities.0.text': '自分の手札が0枚の時、カードを1枚引く（状態誘発）。' },
  },
  'aqua-yuki': { en: { name: 'Yukiko Nagase' } },
  'aqua-set-ribbon': {
    en: { name: "Konomi's Ribbon" },
    ja: { 'abilities.0.text': 'このカードがセットされているキャラは、1点のバトル以外のダメージを受けない。' },
  },
  'aqua-set-racket': { en: { name: 'Tennis Racket' }, ja: { text: '攻撃力+2、耐久力−1。' } },
  'aqua-ev-festival': { en: { name: 'School Festival' }, ja: { text: '【メイン】カードを2枚まで引く。' } },
  'aqua-ev-recall': {
    en: { name: 'The Promise of That Day' },
    ja: { text: '【メイン/バトル】自分がマスターの対象のキャラ1体はダメージをすべて回復し、スタンドする。' },
  },
  'aqua-ev-rooftop': {
    en: { name: 'Duel on the Rooftop' },
    ja: { text: '【バトル】対象のキャラ1体に2ダメージを与える。' },
  },
  'aqua-ev-counter': {
    en: { name: 'Signal for a Counterattack' },
    ja: {
      text: '【バトル】相手のバトルフェイズ中のみ使用できる。自分がマスターの対象のキャラ1体はバトル終了時まで攻撃力+3。',
    },
  },
  'aqua-ev-mimic': {
    en: { name: 'Copycat' },
    ja: { text: '【バトル】相手のWRにあるイベントカード1枚の効果を使用する（疑似カード）。' },
  },
  'aqua-ex-konomi': { en: { name: 'Konomi, a Sunny Spot in Spring', text: '[Extra: "Konomi" or 《Tamaki Kousaka》]' } },
  'aqua-ex-tamaki': {
    en: { name: "Tamaki, the Student Council President's Dignity", text: '[Extra: "Tamaki"] 〔discard 1〕' },
  },
  'star-mine-girl': {
    en: {
      name: 'Star Mine Girl: Witches Spica & Garnet & Mira',
      work: 'Strike Witches: Operation Victory Arrow',
      'traits.0': 'Witch',
    },
  },
  'spica-extra': { en: { name: 'Witch Spica, Starlight', work: 'Strike Witches: Operation Victory Arrow' } },
  'haruka-mujaki': { en: { name: 'Innocent Petit Idol Harukasan', work: 'Puchimas! Petit Idolmaster' } },
  'haruka-amagami': { en: { name: 'Nibble-Loving Petit Idol Harukasan', work: 'Puchimas! Petit Idolmaster' } },
  'oreyome-bride': { en: { name: 'My Bride' } },
  'beta-tank': { en: { name: 'Destroyer Class', work: 'Total Eclipse' } },
  'beta-laser': { en: { name: 'Laser Class', work: 'Total Eclipse' } },
  'te-yui': { en: { name: 'Yui Takamura', work: 'Total Eclipse' } },
  'te-yuuya': { en: { name: 'Yuuya Bridges', work: 'Total Eclipse' } },
  mitsuki: { en: { name: 'Mitsuki Kanzaki' } },
  'tst-gauge': { en: { name: 'TST Gauge' } },
  'solar-kurou': { en: { name: 'Solar Charge Kurou', work: 'Demonbane' } },
  'harmonics-nymph': { en: { name: 'Harmonics Nymph', work: "Heaven's Lost Property Forte", 'traits.0': 'Angeloid' } },
  ikaros: {
    en: { name: 'Ikaros', work: "Heaven's Lost Property Final: The Movie Eternally My Master", 'traits.0': 'Angel' },
  },
  'fleet-iona': { en: { name: 'Iona', work: 'Arpeggio of Blue Steel', 'traits.0': 'Fog' } },
  'fleet-takao': { en: { name: 'Takao', work: 'Arpeggio of Blue Steel', 'traits.0': 'Fog' } },
  'arpeggio-gunzo': { en: { name: 'Gunzou Chihaya', work: 'Arpeggio of Blue Steel', 'traits.0': 'Captain' } },
  'koisou-letter': {
    en: { name: 'Love Letter', work: 'Koisou Relation' },
    ja: { text: '【メイン】カードを1枚引く。' },
  },
  'koisou-promise': { en: { name: 'Promise', work: 'Koisou Relation' }, ja: { text: '【メイン】カードを1枚引く。' } },
  'koisou-heroine': { en: { name: 'Heroine of Longing', work: 'Koisou Relation' } },
  'aragami-vajra': { en: { name: 'Vajra', work: 'God Eater' } },
  'gensokyo-reimu': { en: { name: 'Reimu Hakurei', work: 'Touhou Chaos Cards' } },
  'nitro-drone': { en: { name: 'Destruction Robot', work: 'Demonbane' } },
  'sealed-one': { en: { name: 'The Sealed One', work: 'Demonbane' } },
  stubborn: { en: { name: 'Stubborn Kurou', work: 'Demonbane' } },
  'refrain-witch': {
    en: { name: 'Witch of Reincarnation', work: 'Strike Witches' },
    ja: { 'abilities.0.text': '【メイン】【ターン1回】〔レスト〕カードを1枚引く。' },
  },
  'refrain-echo': {
    en: { name: 'Echo of Reincarnation', work: 'Strike Witches' },
    ja: { text: '【メイン】カードを1枚引く。' },
  },
  'contractor-rin': { en: { name: 'Knight of the Contract', work: 'Rance IX: The Helman Revolution' } },
  'contract-pact': {
    en: {
      name: 'Rite of the Contract',
      work: 'Rance IX: The Helman Revolution',
      text: "[Main] Put a Contractor card from your hand into your partner's area as a loyalty card.",
    },
    ja: { text: '【メイン】手札の契約者カード1枚を、忠誠カードとして自分のパートナーのエリアに置く。' },
  },
  rewind: {
    en: { name: 'Rewind' },
    ja: { text: '【メイン】手札を2枚好きな順番でデッキの上に置き、その後カードを1枚引く。' },
  },
  'true-strength': {
    en: { name: 'True Strength', work: 'Demonbane' },
    ja: { text: '【メイン】対象のキャラ1体に、そのキャラの元々の攻撃力に等しいダメージを与える。' },
  },
  'wr-returner': {
    en: { name: 'Returning Witch', work: 'Strike Witches' },
    ja: { 'abilities.0.text': '【メイン】〔手札を1枚捨てる〕WRにあるこのカードを手札に戻す。' },
  },
  'striker-fusion': {
    en: { name: 'Magic Fusion', work: 'Strike Witches' },
    ja: { text: '【メイン】自分がマスターのフレンド1体を、自分のパートナーにセットされたセットカードにする。' },
  },
  'charm-event': {
    en: { name: 'Talisman', work: 'Strike Witches' },
    ja: { text: '【メイン】このカードを、自分のパートナーにセットされたセットカードにする。' },
  },
  'ex-watcher': {
    en: { name: 'Watching Witch', work: 'Strike Witches' },
    ja: { 'abilities.0.text': '【EX】自分のエクストラデッキで公開されている間、自分のパートナーは攻撃力+1。' },
  },
};
