import { create } from 'zustand';

/** The nine modes of the login popup (spec 01 section 2.6). */
export type LoginMode =
  | 'Phone'
  | 'Password'
  | 'QRCode'
  | 'SetPassword'
  | 'SetPasswordFirst'
  | 'FindPassword'
  | 'ChangePhone'
  | 'BindPhone'
  | 'BindWx';

/** Modes that sign a visitor in (the agreement applies to them). */
export const SIGN_IN_MODES: readonly LoginMode[] = ['Phone', 'Password', 'QRCode'];

/** Options for opening the popup. */
export interface OpenLoginOptions {
  mode?: LoginMode;
  /** Runs after login and after the follow-up steps (bind phone, first password) finish. */
  callback?: () => void;
  /** Where to go when everything finished; null stays on the current page. */
  toPath?: string | null;
}

interface LoginPopupState {
  open: boolean;
  mode: LoginMode;
  callback: (() => void) | null;
  toPath: string | null;
  /** True when the popup was opened by the /login page, which has nothing to show behind it. */
  openLogin: (options?: OpenLoginOptions) => void;
  setMode: (mode: LoginMode) => void;
  close: () => void;
}

/** State of the login popup, opened from anywhere. */
export const useLoginPopup = create<LoginPopupState>((set) => ({
  open: false,
  mode: 'Phone',
  callback: null,
  toPath: null,
  openLogin: (options = {}) =>
    set({
      open: true,
      mode: options.mode ?? 'Phone',
      callback: options.callback ?? null,
      toPath: options.toPath ?? null,
    }),
  setMode: (mode) => set({ mode }),
  close: () => set({ open: false, callback: null, toPath: null }),
}));
