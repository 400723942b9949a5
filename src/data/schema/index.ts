// Every data file's schema, by the file it validates.
export * from './common';
export * from './map';
export * from './ships';
export * from './tables';
export * from './track';
export * from './scenario';
