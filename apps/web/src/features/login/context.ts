import type { TLoginResult } from '@juzuo/schemas';
import { createContext, useContext } from 'react';
import type { LoginMode } from '../../stores/loginPopup';
import type { LoginVia } from './flow';

/** What every mode of the login popup may do. */
export interface LoginFlow {
  /** Agreement consent in this popup. */
  agreed: boolean;
  /** Runs `action` once the agreement is accepted, asking with the agreement dialog if needed. */
  ensureAgreed: (action: () => void) => void;
  /** Continues after a successful sign-in: bind phone, first password, or done. */
  afterLogin: (result: TLoginResult, via: LoginVia) => void;
  /** Continues after the phone was bound in BindPhone. */
  afterPhoneBound: () => void;
  /** Closes the popup, runs the stored callback and goes to the stored path. */
  finish: () => void;
  /** Closes the popup without the callback (settings modes). */
  close: () => void;
  setMode: (mode: LoginMode) => void;
}

export const LoginFlowContext = createContext<LoginFlow | null>(null);

/** The login flow of the popup this component is in. */
export function useLoginFlow(): LoginFlow {
  const flow = useContext(LoginFlowContext);
  if (!flow) throw new Error('useLoginFlow must be used inside the login popup');
  return flow;
}
