// Every call of the product, one file per spec area; `grep <path>` finds the definition here.
export * from './admin';
export * from './ai';
export * from './define';
export * from './docs';
export * from './history';
export * from './ideas';
export * from './jobs';
export * from './reference';
export * from './messages';
export * from './account';
export * from './works';
export * from './collab';
export * from './files';
export * from './team';
