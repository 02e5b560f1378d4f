/** Players are numbered from 0 in seating order. */
export type PlayerId = number;

/** A card object's identity; a new one is issued whenever a card changes zones (CT-5.1.3). */
export type ObjectId = string;
