export * from './account';
export * from './constants';
export * from './envelope';
export * from './permissions';
export * from './qr-login';
export * from './status';
export * from './validation';
export * from './relay';
