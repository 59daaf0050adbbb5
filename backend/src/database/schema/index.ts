export * from './auth';
export * from './catalogue';
export * from './documents';
export * from './engagement';
export * from './ocr-usage';
export * from './outbox';
export * from './storage';
export * from './users';
