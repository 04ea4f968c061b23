import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import type { TestChannel } from '@/domain/setup/test-send';
import { reloadSetup, type SetupTest, sendTest } from '@/stores/admin/setup/setup';
import { STILL_WAITING, testResultWords } from './test-result';
import { useRefreshWhileWaiting } from './use-refresh-while-waiting';

const CHANNELS: ReadonlyArray<{ channel: TestChannel; send: string; sending: string; where: string }> = [
  {
    channel: 'email',
    send: 'Send me a test e-mail',
    sending: 'Sending the test e-mail…',
    where: "To the administrator's address.",
  },
  {
    channel: 'text',
    send: 'Send me a test text',
    sending: 'Sending the test text…',
    where: 'To OWNER_ALERT_PHONE, where new-order texts go.',
  },
  {
    channel: 'push',
    send: 'Send me a test push',
    sending: 'Sending the test push…',
    where: 'To each device with order alerts on.',
  },
];

/**
 * 'Send me a test' by each channel: a button (disabled while it sends) and, in a polite live region,
 * the newest test's outcome or why it could not be sent. While a test waits, the page asks for the
 * setup again, so its outcome shows when the outbox has sent it.
 */
export function TestSends({ tests }: { tests: SetupTest[] }) {
  const [refusals, setRefusals] = useState<Partial<Record<TestChannel, string>>>({});
  const waitingKey = tests
    .filter((test) => test.status === 'waiting')
    .map((test) => test.id)
    .join(',');
  const stoppedAsking = useRefreshWhileWaiting(waitingKey, reloadSetup);

  const send = async (channel: TestChannel) => {
    const sent = await sendTest(channel);
    setRefusals((shown) => ({ ...shown, [channel]: sent.ok ? undefined : sent.message }));
  };

  return (
    <section aria-labelledby="setup-tests-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="setup-tests-heading" className="text-xl font-bold text-brand-900">
          Send me a test
        </h2>
        <p className="text-muted">A test goes the way the order alerts go, through the outbox.</p>
      </div>
      <ul className="flex flex-col gap-3">
        {CHANNELS.map(({ channel, send: label, sending, where }) => {
          const own = tests.filter((test) => test.channel === channel);
          const refusal = refusals[channel];
          return (
            <li
              key={channel}
              className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-3">
                <ActionButton action={() => send(channel)} busyLabel={sending}>
                  {label}
                </ActionButton>
                <p className="text-sm text-muted">{where}</p>
              </div>
              <div role="status" className="text-sm break-words text-ink">
                {refusal ? (
                  <p className="font-semibold text-red-900">{refusal}</p>
                ) : (
                  own.map((test) => <p key={test.id}>{testResultWords(test)}</p>)
                )}
                {!refusal && stoppedAsking && own.some((test) => test.status === 'waiting') && <p>{STILL_WAITING}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
