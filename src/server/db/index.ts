export {
  database,
  type Db,
  FOREIGN_KEY_VIOLATION,
  QueryError,
  savepoint,
  sqlState,
  UNIQUE_VIOLATION,
  withTransaction,
} from './database';
export { bigintColumn, type CamelRow, camelRow, parseRow, readRow, readRows, UnreadableRowError } from './parse-row';
export { type ContestedPoint, contestedPoint } from './contested-point';
