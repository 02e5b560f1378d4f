import { i18n } from '../i18n/i18n';

/** A player's name on the board: "You" for the viewer's own seat. */
export const seatName = (seat: number, own: number | null) =>
  seat === own ? i18n.t('seat.you') : i18n.t('seat.player', { seat: seat + 1 });
