const key = (match: string) => `tcgkit:invite:${match}`;

/**
 * Keeps the invitation secrets of private tables per match in localStorage: the host's (from
 * creating the table) and a guest's (from the link they opened). A link carries it after `#`,
 * which the browser never sends to the server, so no address the server logs holds it.
 */
export const invitationStore = {
  get(match: string): string | null {
    return localStorage.getItem(key(match));
  },
  set(match: string, invitation: string): void {
    localStorage.setItem(key(match), invitation);
  },
  /** Takes an invitation from the page's address (`#invite=…`) into the store; the one known for `match`. */
  fromAddress(match: string): string | null {
    const found = new URLSearchParams(location.hash.replace(/^#/, '')).get('invite');
    if (found && /^[\w-]{16,256}$/.test(found)) this.set(match, found);
    return this.get(match);
  },
  /** The link that gives seat `seat` of a match to a friend (with the invitation of a private one). */
  link(match: string, seat: number): string {
    const invitation = this.get(match);
    const base = `${location.origin}/match/${encodeURIComponent(match)}?seat=${seat}`;
    return invitation ? `${base}#invite=${invitation}` : base;
  },
};
