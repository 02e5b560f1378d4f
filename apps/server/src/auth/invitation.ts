import { credentialHash, credentialMatches, newCredential } from './seat-credential.js';

/**
 * A private match's invitation secret: 256 random bits, shown once to the host (the link to the
 * table carries it); only its SHA-256 is stored, and it is compared in constant time.
 */
export const newInvitation = newCredential;

/** What is stored of an invitation. */
export const invitationHash = credentialHash;

/** Whether `invitation` is the one `hash` was made from (constant time; no invitation, no match). */
export function invitationMatches(invitation: string | undefined, hash: string | null): boolean {
  return invitation !== undefined && credentialMatches(invitation, hash);
}
