import type { Session } from '@cmt/contract/endpoints/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** Stores the session the server returned and enters the app. */
export function useCompleteSignIn(): (session: Session) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (session: Session) => {
      signIn(session);
      void navigate('/app', { replace: true });
    },
    [signIn, navigate],
  );
}
