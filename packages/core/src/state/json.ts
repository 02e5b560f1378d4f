/** A plain JSON value: everything stored in a game state is one of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A plain JSON object. */
export type JsonObject = { [key: string]: Json };
