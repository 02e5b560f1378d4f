import { i18n } from '../i18n/i18n';
import { seatNames } from '../game/seat-names';

/** A player's name on the board: "You" for the viewer's own seat, else the name they chose at the table. */
export const seatName = (seat: number, own: number | null) =>
  seat === own ? i18n.t('seat.you') : (seatNames.of(seat) ?? i18n.t('seat.player', { seat: seat + 1 }));
