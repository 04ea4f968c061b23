import * as v from 'valibot';
import {
  CATERING_STATUSES,
  type CateringDishLine,
  type CateringRequestView,
  type CateringStatus,
} from '@/domain/catering/catering-request-view';
import { ORDER_TYPES } from '@/domain/order-type';
import { bigintColumn, type Db, readRow, readRows } from '../db';

/* Catering requests and the tokens of their pages (migration 0047). */

export type NewCateringRequest = Omit<CateringRequestView, 'reference' | 'status' | 'statusAt'>;

const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
);

const requestEntries = {
  id: bigintColumn,
  reference: v.string(),
  status: v.picklist(CATERING_STATUSES),
  status_at: instant,
  event_at: instant,
  order_type: v.picklist(ORDER_TYPES),
  address: v.nullable(v.string()),
  headcount: v.number(),
  items: v.array(v.object({ productId: v.number(), name: v.string(), pieces: v.number() })),
  note: v.nullable(v.string()),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
};

/** A row as read, but its e-mail (null in a request whose details were removed). */
const requestView = (row: Omit<v.InferOutput<v.ObjectSchema<typeof requestEntries, undefined>>, 'email'>) => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  statusAt: row.status_at,
  eventAt: row.event_at,
  orderType: row.order_type,
  address: row.address,
  headcount: row.headcount,
  items: row.items,
  note: row.note,
  name: row.name,
  phone: row.phone,
});

const requestRow = v.pipe(
  v.object(requestEntries),
  v.transform((row): CateringRequestView & { id: number } => ({ ...requestView(row), email: row.email })),
);

export type StoredCateringRequest = v.InferOutput<typeof requestRow>;

const COLUMN_NAMES = [
  'id',
  'reference',
  'status',
  'status_at',
  'event_at',
  'order_type',
  'address',
  'headcount',
].concat(['items', 'note', 'name', 'email', 'phone']);
const COLUMNS = COLUMN_NAMES.join(', ');

export async function insertCateringRequest(tx: Db, request: NewCateringRequest): Promise<StoredCateringRequest> {
  const items: CateringDishLine[] = request.items.map(({ productId, name, pieces }) => ({ productId, name, pieces }));
  const row = await readRow(
    tx,
    'catering_requests',
    requestRow,
    `INSERT INTO catering_requests (event_at, order_type, address, headcount, items, note, name, email, phone)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      request.eventAt,
      request.orderType,
      request.address,
      request.headcount,
      JSON.stringify(items),
      request.note,
      request.name,
      request.email,
      request.phone,
    ],
  );
  if (!row) throw new Error('The catering request was not stored');
  await tx.query('INSERT INTO catering_request_states (catering_request_id, status, at) VALUES ($1, $2, $3)', [
    row.id,
    row.status,
    row.statusAt,
  ]);
  return row;
}

/** Stores a page link's token hash (never the token) for the request, good until `expiresAt`. */
export async function insertCateringRequestToken(
  db: Db,
  tokenHash: Buffer,
  requestId: number,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO catering_request_tokens (token_hash, catering_request_id, expires_at) VALUES ($1, $2, $3)',
    [tokenHash, requestId, expiresAt],
  );
}

/** The request whose unexpired page token has this hash, or null: one primary-key lookup and a join. */
export const findCateringRequestByTokenHash = (db: Db, tokenHash: Buffer): Promise<StoredCateringRequest | null> =>
  readRow(
    db,
    'catering_requests',
    requestRow,
    `SELECT ${COLUMN_NAMES.map((name) => `r.${name}`).join(', ')} FROM catering_request_tokens t
       JOIN catering_requests r ON r.id = t.catering_request_id
      WHERE t.token_hash = $1 AND t.expires_at > now()`,
    [tokenHash],
  );

const listedRow = v.pipe(
  v.object({
    ...requestEntries,
    email: v.nullable(v.string()),
    created_at: instant,
    personal_data_removed_at: v.nullable(instant),
  }),
  v.transform((row) => ({
    ...requestView(row),
    email: row.email,
    createdAt: row.created_at,
    detailsRemovedAt: row.personal_data_removed_at,
  })),
);

/** A request as the owner's list shows it: with when it came, and when its personal details were removed. */
export type ListedCateringRequest = v.InferOutput<typeof listedRow>;

/** The owner's list (GET /api/admin/catering): every request, or those in one status, newest event first. */
export const listCateringRequests = (db: Db, status: CateringStatus | null): Promise<ListedCateringRequest[]> =>
  readRows(
    db,
    'catering_requests',
    listedRow,
    `SELECT ${COLUMNS}, created_at, personal_data_removed_at FROM catering_requests
      WHERE $1::text IS NULL OR status = $1 ORDER BY event_at DESC, id DESC`,
    [status],
  );

/** The request by its id, or null. */
export const findCateringRequest = (db: Db, id: number): Promise<StoredCateringRequest | null> =>
  readRow(db, 'catering_requests', requestRow, `SELECT ${COLUMNS} FROM catering_requests WHERE id = $1`, [id]);

/**
 * Locks the request's row for the caller's transaction and answers it: every change of a
 * request's quote, state or order takes this lock first, so two never interleave.
 */
export const lockCateringRequest = (tx: Db, id: number): Promise<StoredCateringRequest | null> =>
  readRow(tx, 'catering_requests', requestRow, `SELECT ${COLUMNS} FROM catering_requests WHERE id = $1 FOR UPDATE`, [
    id,
  ]);

/** Moves the request to `status`, now, and adds the step to its history. */
export async function setCateringStatus(tx: Db, id: number, status: CateringStatus): Promise<void> {
  await tx.query('UPDATE catering_requests SET status = $2, status_at = now() WHERE id = $1', [id, status]);
  await tx.query('INSERT INTO catering_request_states (catering_request_id, status) VALUES ($1, $2)', [id, status]);
}

const stateRow = v.object({ status: v.picklist(CATERING_STATUSES), at: instant });

/** Each state the request took, oldest first, with its time. */
export const listCateringStates = (db: Db, id: number): Promise<Array<{ status: CateringStatus; at: Date }>> =>
  readRows(
    db,
    'catering_request_states',
    stateRow,
    'SELECT status, at FROM catering_request_states WHERE catering_request_id = $1 ORDER BY at, id',
    [id],
  );

/** The owner's message when she declined the request; null otherwise. */
export async function saveDeclinedMessage(tx: Db, id: number, message: string): Promise<void> {
  await tx.query('UPDATE catering_requests SET declined_message = $2 WHERE id = $1', [id, message]);
}

/** The request as the owner's list shows it, by its id, or null. */
export const findListedCateringRequest = (db: Db, id: number): Promise<ListedCateringRequest | null> =>
  readRow(
    db,
    'catering_requests',
    listedRow,
    `SELECT ${COLUMNS}, created_at, personal_data_removed_at FROM catering_requests WHERE id = $1`,
    [id],
  );

/** The owner's message when she declined the request, or null. */
export async function readDeclinedMessage(db: Db, id: number): Promise<string | null> {
  const row = await readRow(
    db,
    'catering_requests',
    v.object({ declined_message: v.nullable(v.string()) }),
    'SELECT declined_message FROM catering_requests WHERE id = $1',
    [id],
  );
  return row?.declined_message ?? null;
}
