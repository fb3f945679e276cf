import type { CognitiveState, Role } from '@csw/contracts';

/** The signed-in user as the server knows it for the length of one request. */
export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  cognitiveState: CognitiveState;
  teamMode: boolean;
  createdAt: Date;
}

/** The key that makes usernames unique whatever their case or Unicode form. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}
