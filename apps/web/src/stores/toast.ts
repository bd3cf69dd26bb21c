import { PlatformLimits } from '@juzuo/schemas';
import { create } from 'zustand';

/** Visual level of a toast. */
export type ToastLevel = 'error' | 'warning' | 'info' | 'success';

/** One toast on screen. */
export interface Toast {
  id: number;
  level: ToastLevel;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  infoBox: string | null;
  show: (level: ToastLevel, message: string) => void;
  dismiss: (id: number) => void;
  showInfoBox: (message: string) => void;
  closeInfoBox: () => void;
}

let nextId = 1;
// Throttle: the same message shown again within the toast duration is dropped, so a burst of failing
// calls (several SWR hooks at once) produces one toast, as spec 01 section 9 asks.
const lastShown = new Map<string, number>();

/** Toasts (2 s, throttled) and the single info box. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  infoBox: null,
  show: (level, message) => {
    const now = Date.now();
    const key = `${level}:${message}`;
    const last = lastShown.get(key);
    if (last !== undefined && now - last < PlatformLimits.toastDurationMs) return;
    lastShown.set(key, now);
    const id = nextId++;
    // Keep at most three on screen; the oldest goes first.
    set({ toasts: [...get().toasts.slice(-2), { id, level, message }] });
    setTimeout(() => get().dismiss(id), PlatformLimits.toastDurationMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  showInfoBox: (message) => set({ infoBox: message }),
  closeInfoBox: () => set({ infoBox: null }),
}));

/** Shows a toast from anywhere (outside React too). */
export const toast = {
  error: (m: string) => useToastStore.getState().show('error', m),
  warning: (m: string) => useToastStore.getState().show('warning', m),
  info: (m: string) => useToastStore.getState().show('info', m),
  success: (m: string) => useToastStore.getState().show('success', m),
};
