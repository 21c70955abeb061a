import type { Session } from '@cmt/contract/endpoints/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { NoPermissionsError, useSession } from '../../../lib/session';

/**
 * Stores the session the server returned and enters the app. A session without any permission is
 * not kept (docs/requirements.md §P4): the user is told to ask an administrator instead of landing on /error/401.
 */
export function useCompleteSignIn(): (session: Session) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (session: Session) => {
      try {
        signIn(session);
      } catch (error) {
        if (!(error instanceof NoPermissionsError)) throw error;
        void navigate('/auth/no-access', { replace: true });
        return;
      }
      void navigate('/app', { replace: true });
    },
    [signIn, navigate],
  );
}
