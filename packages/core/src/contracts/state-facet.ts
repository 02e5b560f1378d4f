/**
 * Parts of the state an event may change without touching where cards are or which effects
 * exist. The layer pass is only recomputed after such an event when something it reads (a base
 * characteristic, an effect's selector, condition or amount) reads that part.
 */
export type StateFacet =
  | 'counters'
  | 'status'
  | StatusKeyFacet
  | 'attachments'
  | AttachKindFacet
  | 'playerData'
  | 'random'
  | 'visibility'
  | 'timing'
  | 'offField';

/**
 * One key of card objects' status (`status:face`): a status event writes only its key, and a
 * reader that names its keys is recomputed only when one of them changes. `status` is every key.
 */
export type StatusKeyFacet = `status:${string}`;

/**
 * Attachments of one kind (`attach:energy`): a card was attached as that kind, and nothing else
 * about attachments changed. The core's attach event writes it only when the attached card is a
 * new object from a zone where abilities do not function, prints no static ability and stays out
 * of the layer pass (`LayerEngine.attachStaysOutOfPass`): hosts' attachment lists change, but no
 * existing object's own attachment, and no effect has the new card as its source. So readers of
 * attachment lists (the `attached` operator, selectors that include attached cards, base
 * characteristics built from attachments) declare `attachments` or the kinds they read, while
 * `attachedTo` of an effect's own card (`self`, `source`) or of a selector's candidate (`card`)
 * reads no such change. `attachments` is every kind.
 */
export type AttachKindFacet = `attach:${string}`;

/**
 * - `timing`: the turn number, whose turn it is, the phase and step (a boundary that ends no
 *   effect, the start of a turn included; an effect lasting `duringTurn` reads it);
 * - `offField`: the contents of zones where abilities do not function (a draw, a discard).
 */
export const ALL_FACETS: readonly StateFacet[] = [
  'counters',
  'status',
  'attachments',
  'playerData',
  'random',
  'visibility',
  'timing',
  'offField',
];

/**
 * What an applied event changed, as far as computed characteristics are concerned (see
 * `EventHandler.writes`).
 */
export type EventWrites = StateFacet | readonly StateFacet[] | 'nothing';
