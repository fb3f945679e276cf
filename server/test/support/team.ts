import type { TestServer, TestUser } from './test-server';

/**
 * Teams for tests. Nobody joins a team without consent: `formTeam` goes the users' own way (the lead
 * invites, each member accepts), `insertTeam` writes the memberships straight to the database for fixtures
 * that need a team but test something else. `workInTeamMode` turns on Shared workspace: a peer's documents
 * open to a member only while both of them work in team mode.
 */

function expectStatus(reply: { status: number; text: string }, status: number, what: string): void {
  if (reply.status !== status)
    throw new Error(`${what}: expected ${status}, got ${reply.status} ${reply.text}`);
}

/** The lead invites each member (POST /api/team/members) and each accepts the invitation. */
export async function formTeam(lead: TestUser, members: readonly TestUser[]): Promise<void> {
  for (const member of members) {
    const invited = await lead.client.post('/api/team/members', { userId: member.id });
    expectStatus(invited, 201, `inviting ${member.username}`);
    if (invited.body.outcome !== 'invited') throw new Error(`${lead.username} added without an invitation`);
    const accepted = await member.client.post(`/api/team/invitations/${invited.body.id}/decision`, {
      decision: 'accept',
    });
    expectStatus(accepted, 200, `${member.username} accepting`);
  }
}

/** Memberships written to the database (no invitation, no audit entry): for fixtures only. */
export async function insertTeam(server: TestServer, leadId: string, memberIds: readonly string[]) {
  for (const memberId of memberIds) {
    await server.db.database.pool.query(
      'INSERT INTO team_members (lead_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [leadId, memberId],
    );
  }
}

/** Turns Shared workspace on (or off) for each user, through the preferences route. */
export async function workInTeamMode(users: readonly TestUser[], on = true): Promise<void> {
  for (const user of users) {
    expectStatus(
      await user.client.put('/api/auth/preferences', { teamMode: on }),
      200,
      `team mode of ${user.username}`,
    );
  }
}
