/*
 * Development and tests only (./call.ts imports it there): every answer is checked against the
 * contract's answer schema, so an endpoint and the browser that drift apart fail loudly at once.
 */
import * as v from 'valibot';
import { api, type Route } from '@/domain/api';
import { apiSchemas } from '@/domain/api/schemas';

const answerSchemas = new Map<Route, v.GenericSchema | undefined>();
for (const [area, routes] of Object.entries(api)) {
  const schemas = apiSchemas[area as keyof typeof apiSchemas] as Record<string, { answer?: v.GenericSchema }>;
  for (const [name, route] of Object.entries(routes)) answerSchemas.set(route, schemas[name]?.answer);
}

export function checkAnswer(route: Route, answer: unknown): void {
  if (!answerSchemas.has(route)) throw new Error(`${route.method} ${route.path} is not a route of the API contract`);
  const schema = answerSchemas.get(route);
  if (!schema) return;
  const result = v.safeParse(schema, answer);
  if (result.success) return;
  const issue = result.issues[0];
  const at = v.getDotPath(issue) ?? '(the answer)';
  throw new Error(`${route.method} ${route.path} answered what the contract does not allow: ${at}: ${issue.message}`);
}
