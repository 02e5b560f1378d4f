/**
 * Work titles and their OS names (CT-APX.1, CT-2.3.3). Name references work only between cards of
 * the same OS (CT-2.1.2). The table is data; the groupings the catalogue marks as inferred are
 * kept as it reads them.
 */
export const OS_TABLE: Readonly<Record<string, readonly string[]>> = {
  ニトロプラス: [
    'Nitro+',
    'スマガ',
    'スマガスペシャル',
    'CHAOS;HEAD',
    'Phantom INTEGRATION',
    '斬魔大聖デモンベイン',
    '機神飛翔デモンベイン',
    '装甲悪鬼村正',
    'STEINS;GATE',
    '沙耶の唄',
  ],
  アクアプラス: [
    'ティアーズ・トゥ・ティアラ',
    'ティアーズ・トゥ・ティアラ 花冠の大地',
    'ToHeart',
    'ToHeart2',
    'うたわれるもの 散りゆく者への子守唄',
    'OVA うたわれるもの',
    'WHITE ALBUM',
    'こみっくパーティー',
    'ダンジョントラベラーズ',
    'AQUAPAZZA',
    'WHITE ALBUM2',
  ],
  ストライクウィッチーズ: [
    'ストライクウィッチーズ',
    'ストライクウィッチーズ2',
    'ストライクウィッチーズ 劇場版',
    'ストライクウィッチーズ Operation Victory Arrow',
  ],
  '真・恋姫†無双': ['真・恋姫†無双'],
  オーガスト: ['夜明け前より瑠璃色な', 'FORTUNE ARTERIAL', '穢翼のユースティア', '大図書館の羊飼い'],
  クイーンズブレイド: ['クイーンズブレイド', 'クイーンズブレイド リベリオン'],
  Navel: [
    'SHUFFLE!',
    '俺たちに翼はない',
    '俺たちに翼はない AfterStory',
    '世界征服彼女',
    '月に寄りそう乙女の作法',
    '乙女理論とその周辺 -École de Paris-',
    '空飛ぶ羊と真夏の花',
    '月に寄りそう乙女の作法2',
    '従兄妹理論とその中心',
  ],
  東方混沌符: ['東方混沌符', '紅魔篇', '妖々篇', '永夜篇', '花風篇'],
  一騎当千: ['一騎当千 Dragon Destiny', '一騎当千 Great Guardians', '一騎当千 XTREME XECUTOR'],
  バカとテストと召喚獣: ['バカとテストと召喚獣'],
  生徒会の一存: ['生徒会の一存'],
  ビジュアルアーツ: ['CLANNAD', 'AIR', '鬼うた', '鬼まり', '初恋1/1', 'Kanon', 'リトルバスターズ!', '星織ユメミライ'],
  そらのおとしものf: ['そらのおとしものf'],
  そらのおとしもの: ['劇場版そらのおとしもの 時計じかけの哀女神', 'そらのおとしもの Final 永遠の私の鳥籠'],
  アージュ: [
    '君が望む永遠',
    '君がいた季節',
    'マブラヴ',
    'マブラヴ オルタネイティヴ',
    'トータル・イクリプス',
    'シュヴァルツェスマーケン',
  ],
  グリザイアの果実: [
    'グリザイアの果実',
    'グリザイアの迷宮',
    'グリザイアの楽園',
    'グリザイアの安息',
    'アイドル魔法少女ちるちる☆みちる',
  ],
  ジブリール: ['魔界天使ジブリール', '-episode2-', '-episode3-', '魔界天使ジブリール4', '戦国天使ジブリール'],
  'Rio RainbowGate!': ['Rio RainbowGate!'],
  快盗天使ツインエンジェル: ['快盗天使ツインエンジェル'],
  真剣で私に恋しなさい: ['真剣で私に恋しなさい!', '真剣で私に恋しなさい!S', '真剣で私に恋しなさい!A'],
  桃色大戦ぱいろん: ['桃色大戦ぱいろん'],
  '英雄*戦姫': ['英雄*戦姫'],
  'Please!': ['おねがい☆ティーチャー', 'おねがい☆ツインズ'],
  あの夏で待ってる: ['あの夏で待ってる'],
  暁WORKS: ['空の向こうで咲きますように', 'ハローレディ'],
  ゆるゆり: ['ゆるゆり'],
  辻堂さんの純愛ロード: ['辻堂さんの純愛ロード'],
  あっぱれ天下御免: ['あっぱれ!天下御免'],
  'ダ・カーポ': ['D.C.', 'D.C.II', 'D.C.III'],
  変態王子と笑わない猫: ['変態王子と笑わない猫'],
  てぃぐる: ['レミニセンス'],
  'Lump of Sugar': ['Magical Charming!', '世界と世界の真ん中で', '運命線上のφ', '恋想リレーション', 'コドモノアソビ'],
  ゆずソフト: ['天色*アイルノーツ', 'DRACU-RIOT!', '天神乱漫 LUCKY or UNLUCKY!?', 'のーぶるわーくす', 'サノバウィッチ'],
  ダンガンロンパ: ['ダンガンロンパ THE ANIMATION'],
  アイドルマスター: ['ぷちます!-プチ・アイドルマスター-', 'アイドルマスター ワンフォーオール'],
  フリージング: ['フリージング ヴァイブレーション'],
  戦国恋姫: ['戦国†恋姫 ~乙女絢爛☆戦国絵巻~'],
  蒼き鋼のアルペジオ: ['蒼き鋼のアルペジオ', '霧くまs'],
  '最近、妹のようすがちょっとおかしいんだが。': ['最近、妹のようすがちょっとおかしいんだが。'],
  アリスソフト: ['ランス9 ヘルマン革命', '超昂天使エスカレイヤー・リブート', 'ランス・クエスト', 'イブニクル'],
  'hibiki works': ['LOVELY×CATION'],
  'ご注文はうさぎですか?': ['ご注文はうさぎですか?', 'ご注文はうさぎですか??'],
  ぱれっと: ['恋がさくころ桜どき', 'ましろ色シンフォニー'],
  'sprite/fairys': ['恋と選挙とチョコレート', 'いますぐお兄ちゃんに妹だっていいたい!', '蒼の彼方のフォーリズム'],
  アマカノ: ['アマカノ'],
  魔弾の王と戦姫: ['魔弾の王と戦姫'],
  IS: ['IS〈インフィニット・ストラトス〉'],
  みなとカーニバル: ['姉小路直子と銀色の死神'],
  えとたま: ['えとたま'],
  'Angel Beats!': ['Angel Beats! -1st beat-'],
  果つることなき未来ヨリ: ['果つることなき未来ヨリ'],
};

/** Every work title in the table (俺嫁 cards have all of them, CT-13.2.1). */
export const ALL_WORKS: readonly string[] = Object.values(OS_TABLE).flat();

const OS_OF = new Map<string, string>(
  Object.entries(OS_TABLE).flatMap(([os, works]) => works.map((w) => [w, os] as const)),
);

/** The OS name of a work title (CT-2.3.3); a title missing from the table is its own OS. */
export function osOf(work: string): string {
  return OS_OF.get(work) ?? work;
}

/** CT-APX.4: these OS names count as one in the Neo-Standard and Standard formats and in card text. */
const SAME_OS: readonly (readonly string[])[] = [['そらのおとしものf', 'そらのおとしもの']];

/** CT-APX.2 and CT-APX.3: OS names whose cards may be mixed in a Neo-Standard deck. */
export const NEO_STANDARD_MIXES: readonly (readonly string[])[] = [
  ['戦国恋姫', 'あっぱれ天下御免', '真・恋姫†無双', 'アマカノ'],
  ['みなとカーニバル', '辻堂さんの純愛ロード', '真剣で私に恋しなさい'],
];

/** The canonical OS a card text compares with (CT-APX.4 folds the two そらのおとしもの OS names). */
export function canonicalOs(os: string): string {
  return SAME_OS.find((g) => g.includes(os))?.[0] ?? os;
}

/** Whether two OS names are the same for card text and name references (CT-2.1.2, CT-APX.4). */
export function sameOs(a: string, b: string): boolean {
  return canonicalOs(a) === canonicalOs(b);
}

/** Whether cards of these OS names may share a Neo-Standard deck (CT-APX.2–4). */
export function neoStandardCompatible(oses: readonly string[]): boolean {
  const canon = [...new Set(oses.map(canonicalOs))];
  if (canon.length <= 1) return true;
  return NEO_STANDARD_MIXES.some((g) => canon.every((o) => g.includes(o)));
}
