// One file per area; drizzle-kit reads this folder to generate versioned migrations into ../../drizzle.

export * from './files';
export * from './qr';
export * from './sms';
export * from './teams';
export * from './tokens';
export * from './users';
