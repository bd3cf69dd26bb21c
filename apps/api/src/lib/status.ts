import { Status, StatusMessage } from '@juzuo/schemas';
import { AppError } from './errors';

/** A business error with a fixed-meaning status and its shared Chinese message (packages/schemas). */
export const statusError = (status: number): AppError => new AppError(status, StatusMessage[status] ?? '');

/** 4000: token missing, invalid or expired (or its user is gone). */
export const tokenInvalid = (): AppError => statusError(Status.TOKEN_INVALID);

/** 7007: the caller belongs to no team. */
export const noTeam = (): AppError => statusError(Status.NO_TEAM);

/** 7013: the caller lacks the permission. */
export const noPermission = (): AppError => statusError(Status.NO_PERMISSION);

/** 8003: the work does not exist or is no longer the caller's to see. */
export const workGone = (): AppError => statusError(Status.WORK_GONE);
