import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { formProblems, PROBLEM_PARAM } from '../../src/domain/schemas/subscriber-problems';
import { SUBSCRIBED_MESSAGE } from '../../src/domain/notify/notify-list';
import { checkSubscriber } from '../../src/domain/schemas/subscriber';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { readPosted, seeOther } from '../../src/server/notify/posted-form';
import { joinNotifyList } from '../../src/server/notify/subscribers-service';

/** Where a form post's problems are shown again: the form, each named field's message beside it. */
function problemsPage(fields: Parameters<typeof formProblems>[0], source: string | undefined): string {
  const query = new URLSearchParams(formProblems(fields).map((problem) => [PROBLEM_PARAM, problem]));
  if (source) query.set('source', source);
  return `/subscribe?${query}`;
}

/**
 * POST /api/subscribers (public, limited per address): 'Tell me when you're cooking'. JSON answers
 * 201 with the one message, whoever was on the list already; a refused body is 400 with each
 * field's problem in `fields`, nothing recorded or queued. A plain form's post (the home page
 * without its script) goes on to /subscribe/thanks, or back to /subscribe naming the fields at fault.
 */
export default endpoint(
  { POST: api.notify.subscribe },
  {
    POST: async (request) => {
      const posted = await readPosted(request);
      const checked = checkSubscriber(posted.fields);
      if (posted.kind === 'form') {
        if (!checked.ok) return seeOther(problemsPage(checked.fields, posted.fields['source']));
        await joinNotifyList(checked.value);
        return seeOther('/subscribe/thanks');
      }
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      await joinNotifyList(checked.value);
      return json({ message: SUBSCRIBED_MESSAGE }, 201);
    },
  },
  { limit: 'subscribe', body: 'form' },
);

export const config: Config = { path: '/api/subscribers' };
