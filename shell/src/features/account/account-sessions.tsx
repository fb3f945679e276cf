import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES, type AccountSession } from '@csw/contracts';
import { describeError, useRequest, type AuthApi } from '@csw/storage';
import { Button, FormMessage, Muted, RecordTable, Row, SectionTitle, Stack, StatusLabel } from '@csw/ui';
import { formatWhen } from '../../components/data-table';

export interface AccountSessionsProps {
  auth: AuthApi;
  /** Changes when something else ended sessions (a password change): the list is read again. */
  refreshKey: number;
}

const addressOf = (session: AccountSession) => session.clientAddress ?? 'an unknown address';

/**
 * The user's live sessions: when each signed in, when it was last used, from which address, and which one
 * is this browser; a button signs out one of the others, another signs out every other one at once.
 */
export function AccountSessions({ auth, refreshKey }: AccountSessionsProps) {
  const titleId = useId();
  const [changes, setChanges] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sessions = useRequest(() => auth.sessions(), `account-sessions:${refreshKey}:${changes}`, {
    failure: (error) => `Your sessions could not be loaded: ${describeError(error)}`,
  });
  const list = sessions.state.value;
  const others = list?.filter((session) => !session.current).length ?? 0;

  async function end(run: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await run();
      setMessage(success);
    } catch (error) {
      setMessage(`${failure}: ${describeError(error)}`);
    } finally {
      setBusy(false);
      setChanges((n) => n + 1);
    }
  }

  return (
    <Stack as="section" gap="sm" aria-labelledby={titleId}>
      <SectionTitle as="h3" id={titleId}>
        Sessions
      </SectionTitle>
      <Muted>
        Where your account is signed in. Sign out a session you do not recognise, then change your password.
      </Muted>
      {sessions.state.status === 'failed' ? <FormMessage message={sessions.state.message} /> : null}
      {list ? (
        <RecordTable
          aria-label="Your sessions"
          records={list}
          recordKey={(session) => session.id}
          columns={[
            { header: 'Signed in', cell: (session) => formatWhen(session.createdAt) },
            { header: 'Last seen', cell: (session) => formatWhen(session.lastSeenAt) },
            { header: 'Address', cell: (session) => session.clientAddress ?? 'Unknown' },
            {
              header: 'Actions',
              actions: true,
              cell: (session) =>
                session.current ? (
                  <StatusLabel status="normal">This session</StatusLabel>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Sign out the session from ${addressOf(session)}, signed in ${formatWhen(session.createdAt)}`}
                    onClick={() =>
                      void end(
                        () => auth.endSession(session.id),
                        ACCOUNT_MESSAGES.sessionEnded,
                        'The session could not be signed out',
                      )
                    }
                  >
                    Sign out
                  </Button>
                ),
            },
          ]}
        />
      ) : sessions.state.status === 'loading' ? (
        <Muted>Loading your sessions...</Muted>
      ) : null}
      <FormMessage message={message} />
      <Row justify="flex-end">
        <Button
          variant="secondary"
          disabled={busy || others === 0}
          onClick={() =>
            void end(
              () => auth.endOtherSessions(),
              ACCOUNT_MESSAGES.otherSessionsEnded,
              'The other sessions could not be signed out',
            )
          }
        >
          Sign out all other sessions
        </Button>
      </Row>
    </Stack>
  );
}
