import type { StoredMatch } from '../storage/match-store.js';
import { ClientError } from '../errors/client-error.js';
import { invitationMatches } from '../auth/invitation.js';
import { credentialMatches } from '../auth/seat-credential.js';

/** What a visitor brings to reach a match: its invitation (from the link) or a seat's credential. */
export interface Reach {
  invitation?: string;
  credential?: string;
}

/**
 * Refuses a private match to a visitor with neither its invitation nor a credential of one of its
 * seats — as an unknown match, so that the refusal does not tell the match exists. Public ones pass.
 */
export function assertReachable(m: StoredMatch, reach: Reach): void {
  if (m.visibility === 'public' || invitationMatches(reach.invitation, m.invitationHash)) return;
  const credential = reach.credential;
  if (credential !== undefined && m.seats.some((s) => credentialMatches(credential, s.credentialHash))) return;
  throw new ClientError('unknown-match', 'no such match');
}
