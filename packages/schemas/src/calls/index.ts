// Every call of the product, one file per spec area; `grep <path>` finds the definition here.

export * from './account';
export * from './admin';
export * from './ai';
export * from './cards';
export * from './characters';
export * from './collab';
export * from './define';
export * from './docs';
export * from './files';
export * from './game';
export * from './game-extras';
export * from './game-plot';
export * from './game-resources';
export * from './game-transfer';
export * from './game-variables';
export * from './history';
export * from './idea-edit';
export * from './ideas';
export * from './jobs';
export * from './materials';
export * from './messages';
export * from './reference';
export * from './review';
export * from './role-chat';
export * from './team';
export * from './works';
