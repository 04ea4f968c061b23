/*
 * A standing order's request bodies as its functions read them (issue 49): checked whole against
 * the contract's schema, 400 naming each field at fault by its path ('items.0.quantity').
 */
import * as v from 'valibot';
import { checkBodyPaths } from '@/domain/schemas/checked-fields';
import { refuseFields } from '../http/http-error';
import { readJson } from '../http/read-json';

export async function standingBodyOf<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const checked = checkBodyPaths(schema, await readJson(request, v.unknown()));
  if (!checked.ok) refuseFields(checked.fields, checked.message);
  return checked.value;
}
