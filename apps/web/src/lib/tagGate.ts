import { useMyInfo } from '@juzuo/api-client/react';
import { gateOfEntry, SpecialTagGate } from '@juzuo/schemas';
import { useCallback } from 'react';

/**
 * Why the signed-in user may not open a web entry (the special-tag gate of its path, packages/schemas
 * special-tags.ts), or null when they may. Reads the `features` get_my_info presents, so the web app
 * never re-derives a tag rule. Until the user loads every entry reads as open, like the permission menus.
 */
export function useTagGate(): (path: string) => string | null {
  const { data: user } = useMyInfo();
  return useCallback(
    (path: string) => {
      const tag = gateOfEntry(path);
      if (!tag || !user) return null;
      return user.features?.[tag] ? null : SpecialTagGate[tag].reason;
    },
    [user],
  );
}

/** Detail line of the in-place notice on a page a tag closes. */
export const tagGateDetail = (reason: string): string => `${reason}，请联系运营人员开通后再试。`;

/** Title of that notice. */
export const TAG_GATE_TITLE = '暂未开通此功能';
