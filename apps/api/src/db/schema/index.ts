// One file per area; drizzle-kit reads this folder to generate versioned migrations into ../../drizzle.

export * from './admin-audit';
export * from './characters';
export * from './chat';
export * from './collab-update-log';
export * from './documents';
export * from './evaluation-extras';
export * from './evaluations';
export * from './files';
export * from './game';
export * from './idea-cards';
export * from './jobs';
export * from './materials';
export * from './messages';
export * from './qr';
export * from './review';
export * from './sign-in-attempts';
export * from './sms';
export * from './team-invitation-bars';
export * from './team-roles';
export * from './teams';
export * from './templates';
export * from './tokens';
export * from './users';
export * from './works';
