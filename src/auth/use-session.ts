// STUB until the app-shell issue lands: the signed-in user as React state. The shell engineer owns and replaces it.
export interface SessionUser {
  id: string;
  email: string | null;
}

export interface SessionState {
  /** 'loading' while the stored session is being read. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
}

export function useSession(): SessionState {
  return { status: 'signed-out', user: null };
}
