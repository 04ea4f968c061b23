export { database, type Db, QueryError, sqlState, withTransaction } from './database';
export { bigintColumn, type CamelRow, camelRow, parseRow, readRow, readRows, UnreadableRowError } from './parse-row';
