import { Status } from './status';

/** Message when a history version is created twice with no change (status 304). */
export const HISTORY_DUPLICATE_MESSAGE = '不能重复创建版本';

/** A document version update counts as saved on status 0 and on 6001 (tolerated, spec 01 section 4). */
export const isAcceptedDocUpdate = (status: number): boolean =>
  status === Status.OK || status === Status.DOC_UPDATE_NOTICE;
