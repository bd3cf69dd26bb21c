import type { Session } from '../session';
import type { Transport } from '../transport';
import { accountService } from './account';
import { chatService } from './chat';
import { devService } from './dev';
import { docImportService } from './doc-import';
import { docsService } from './docs';
import { filesService } from './files';
import { gameService } from './game';
import { historyService } from './history';
import { messageService } from './message';
import { qrLoginService } from './qr-login';
import { teamService } from './team';
import { teamManageService } from './teamManage';
import { teamRoleService } from './teamRole';
import { templatesService } from './templates';
import { worksService } from './works';

/**
 * Every call group of the client. A later issue adds its area as one file in this folder and one
 * line here (works, docs, materials, ai, ...); the client picks it up with its types.
 */
export function buildServices(t: Transport, session: Session) {
  return {
    account: accountService(t, session),
    team: teamService(t, session),
    qrLogin: qrLoginService(t),
    files: filesService(t),
    dev: devService(t),
    teamRole: teamRoleService(t),
    teamManage: teamManageService(t),
    message: messageService(t),
    docs: docsService(t),
    chat: chatService(t),
    docImport: docImportService(t),
    history: historyService(t),
    works: worksService(t),
    templates: templatesService(t),
    game: gameService(t),
  };
}

/** The map of call groups as the client exposes them. */
export type Services = ReturnType<typeof buildServices>;

export type { AccountService } from './account';
export type { DevService } from './dev';
export type { DocImportService, ImportTarget } from './doc-import';
export type { DocsService } from './docs';
export type { FilesService } from './files';
export type { HistoryService } from './history';
export type { MessageService, TMessagePage } from './message';
export type { QrLoginService } from './qr-login';
export type { TeamService } from './team';
export type { TeamManageService, TInvitation } from './teamManage';
export type {
  PermissionOption,
  RoleAddBody,
  RoleUpdateBody,
  TeamRoleService,
  TeamScope,
} from './teamRole';
export type { TemplatesService } from './templates';
export type { TCoverAnswer, WorksService } from './works';
